-- The development mailbox: mail kept here when no SMTP_URL is set (never read in production mode).
create table dev_mailbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
