-- Issue 26: an amend (a new version) of a stop the DOJ accepted or refused, or that the logic checks held back, makes it
-- Unsubmitted again, so the next batch sends it (as TX_Type U when it was sent before). A stop in an open batch
-- (Pending, Resubmitted) keeps its status; its answer, when it comes, leaves it Unsubmitted (doj-results.repo.ts).
create function doj_status_after_amend() returns trigger language plpgsql as $$
begin
  if new.version > old.version and old.doj_status in ('submitted', 'failed', 'not_sendable') then
    new.doj_status := 'unsubmitted';
  end if;
  return new;
end
$$;
create trigger reports_doj_status_after_amend before update of version on reports
  for each row execute function doj_status_after_amend();
