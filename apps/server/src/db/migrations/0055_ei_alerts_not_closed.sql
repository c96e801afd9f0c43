-- Issue 28, the alerts page: its default list (open and in review, oldest first) keyset-paged on (opened_at, id) from
-- one index; ei_alerts_list_idx (agency_id, status, opened_at, id) answers a single status.
create index ei_alerts_not_closed_idx on ei_alerts (agency_id, opened_at, id) where status <> 'closed';
