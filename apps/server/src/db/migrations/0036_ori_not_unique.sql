-- issue 23 finding 11: an ORI is what the agency says it is, not a key. A second agency may enter one another agency
-- holds and is answered as for any other ORI, so no answer tells a stranger which ORIs are customers; the agencies that
-- held it first are mailed (at most once a day each: when that notice last went out), operators see it in the audit log
-- (a row with no agency), and the system-use notice is found by agency id, not ORI (docs/decisions.md).
alter table agencies drop constraint if exists agencies_ori_key;
create index agencies_ori_idx on agencies (ori);
alter table agencies add column ori_notice_at timestamptz;
