-- Issue 26, the send job at 100,000 stops: the files still to upload, in name order, from an index of only those
-- (the upload loop's pages); marking files uploaded then goes by the primary key (agency_id, batch_id, report_id),
-- the only index left that starts with the batch, so a planner that has not yet seen the batch grow cannot choose a
-- scan of every item of the batch for each page of marks.
drop index doj_batch_items_upload_idx;
create index doj_batch_items_to_upload_idx on doj_batch_items (agency_id, batch_id, file_name) where uploaded_at is null;
