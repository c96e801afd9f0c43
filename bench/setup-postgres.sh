#!/usr/bin/env bash
# Sets the local PostgreSQL server (127.0.0.1:5432, user postgres) the way the scale figures in closing notes were taken,
# then restarts it: shared_buffers 4GB in huge pages (the machine's memory monitor unmaps cold shared pages otherwise,
# and a backend faults them back in at about 40 µs a buffer), effective_cache_size 16GB, and room for the WAL of a
# million-report COPY (max_wal_size 16GB, checkpoint_timeout 15min). Needs root for the huge pages. Run it once per
# machine before `npm run bench -- scale-load`, `lists` or `analytics`.
set -euo pipefail
psql_admin=(psql -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 -q)
"${psql_admin[@]}" -c "alter system set shared_buffers = '4GB'" \
  -c "alter system set effective_cache_size = '16GB'" \
  -c "alter system set max_wal_size = '16GB'" \
  -c "alter system set checkpoint_timeout = '15min'" \
  -c "alter system set huge_pages = 'try'"
sysctl -w vm.nr_hugepages=2200
cluster_version="$(ls /etc/postgresql | sort -V | tail -1)"
pg_ctlcluster --skip-systemctl-redirect "$cluster_version" main restart
"${psql_admin[@]}" -Atc "select 'shared_buffers ' || current_setting('shared_buffers') || ', huge pages ' || current_setting('huge_pages')"
grep -E 'HugePages_(Total|Rsvd)' /proc/meminfo
