-- issue 23 finding 11: registration answers the same for a taken e-mail and mails the account's owner instead, at most
-- once an hour: when that notice last went out (docs/decisions.md).
alter table users add column registration_notice_at timestamptz;
