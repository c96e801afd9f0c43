-- Issue 12 (reliability): a job attempt in hand beats here every few seconds. A process killed in the middle of a job
-- (SIGKILL, power loss) stops beating; another process, or the same one restarted, fails that attempt after a minute so
-- pg-boss retries it at once, instead of waiting for the queue's expiry (30 minutes for an export). One row per
-- attempt: a retry of the same job has its own, so the end of an old attempt never removes a newer one's.
create table job_heartbeats (
  attempt_id uuid primary key,
  job_id uuid not null,
  queue text not null,
  started_at timestamptz not null default now(),
  beat_at timestamptz not null default now()
);
create index job_heartbeats_beat_idx on job_heartbeats (beat_at);
