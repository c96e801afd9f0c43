-- A report's id is made on the device and names it everywhere, also on the citizen's public case page: it is unique
-- across agencies, so another agency cannot reuse an id to hide a citizen's case (issue 12 item 2).
create unique index reports_id_key on reports (id);
