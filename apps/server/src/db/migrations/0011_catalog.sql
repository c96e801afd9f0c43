-- Settings edit the agency catalog (areas, groups, tags; agency.catalog.manage), group avatars and the business card.

grant insert, update, delete on areas, tags, groups to fieldbook_app;

-- Names are unique in an agency whatever their case: two 'Downtown' areas could not be told apart in a filter.
create unique index areas_name_idx on areas (agency_id, lower(name));
create unique index tags_name_idx on tags (agency_id, lower(name));
create unique index groups_name_idx on groups (agency_id, lower(name));

-- A group's avatar image, its type recognised from the bytes; apart from groups so listing groups reads no images.
create table group_avatars (
  agency_id uuid not null,
  group_id uuid not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  image bytea not null,
  updated_at timestamptz not null default now(),
  primary key (agency_id, group_id),
  foreign key (agency_id, group_id) references groups (agency_id, id) on delete cascade
);

grant select, insert, update, delete on group_avatars to fieldbook_app;

alter table group_avatars enable row level security;
alter table group_avatars force row level security;
create policy agency_isolation on group_avatars using (agency_id = current_setting('app.agency_id')::uuid);

-- What the agency's business card shows: contact details that replace the agency's, a note, and which parts to show.
create table business_cards (
  agency_id uuid primary key references agencies (id),
  phone text,
  email text,
  website text,
  message text,
  show_officer_name boolean not null default true,
  show_officer_id boolean not null default true,
  show_title boolean not null default true,
  show_badge boolean not null default true,
  show_address boolean not null default true,
  updated_at timestamptz not null default now()
);

grant select, insert, update on business_cards to fieldbook_app;

alter table business_cards enable row level security;
alter table business_cards force row level security;
create policy agency_isolation on business_cards using (agency_id = current_setting('app.agency_id')::uuid);
