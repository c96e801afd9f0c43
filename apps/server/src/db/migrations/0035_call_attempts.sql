-- issue 23: the per-address limits' table also counts wrong guesses of secrets by address and costly calls by user
-- ('user:<id>'), so it is named for what it holds.
alter table address_attempts rename to call_attempts;
alter table call_attempts rename column source_ip to subject;
alter index address_attempts_window_idx rename to call_attempts_window_idx;
