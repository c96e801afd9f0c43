-- User settings (accounts.md §3, §4 Tours and survey): which tours and surveys a user dismissed, kept on the
-- server so a dismissal holds on every device. Keyed by user; a user's own rows are read outside any agency.
create table user_tour_settings (
  user_id uuid not null references users (id) on delete cascade,
  app text not null,
  circuit smallint not null check (circuit between 0 and 10),
  show_again boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, app, circuit)
);

create table user_survey_settings (
  user_id uuid not null references users (id) on delete cascade,
  app text not null,
  show_again boolean not null default true,
  remind_after timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, app)
);

-- Feedback survey answers (accounts.md §2.8, §7), stored with the user and the agency.
create table feedback (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  user_id uuid not null references users (id),
  app text not null,
  version text not null,
  rating smallint not null check (rating between 1 and 5),
  comments text check (char_length(comments) <= 1000),
  created_at timestamptz not null default now(),
  primary key (agency_id, id)
);

grant select, insert on feedback to fieldbook_app;
alter table feedback enable row level security;
alter table feedback force row level security;
create policy agency_isolation on feedback using (agency_id = current_setting('app.agency_id')::uuid);
