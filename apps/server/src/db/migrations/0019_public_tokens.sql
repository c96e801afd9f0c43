-- The citizen's case page is reached by a random public token the device makes, not by the report's id (issue 12
-- item 2). Reports stored before keep their id as their token, so QR codes already handed out still open.
alter table reports add column public_token text;
update reports set public_token = id::text;
create unique index reports_public_token_idx on reports (public_token);
