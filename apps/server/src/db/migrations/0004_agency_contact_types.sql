-- The agency's customisation of the contact types its officers may choose (reports.md §1).
alter table agencies add column contact_types text[] not null default array['Call For Service', 'Officer Pro-active'];
