-- Issue 10 (speed): a year's dashboard read twelve month rows of each scope it shows and added them up on every
-- request. One officer's year at a million reports is 12 month rows of about 51 kB of JSON and 12 comparison rows of
-- 17 kB: parsing and adding them made the officer's year the only figure growing with the agency's size. Each scope now
-- also has a year row (kind 'y', bucket the 1st of January), the sum of its month rows, kept by the same writes that
-- move the months (analytics-rollups.repo.ts), so a calendar year is one row per scope.
alter table analytics_rollups drop constraint analytics_rollups_kind_check;
alter table analytics_rollups add constraint analytics_rollups_kind_check check (kind in ('d', 'm', 'y'));

-- The year rows of the months already counted: each key's values added up. The comparison part and the summary are
-- key filters of the counters (domain scopes.ts), so their sums are the parts of the sum.
insert into analytics_rollups (agency_id, kind, scope, bucket, counters, comparison, summary)
select agency_id, 'y', scope, year,
       coalesce((select json_object_agg(key, total) from (select e.key, sum(e.value::numeric) as total
                   from unnest(counters) c, json_each_text(c) e group by e.key) s), '{}'::json),
       coalesce((select json_object_agg(key, total) from (select e.key, sum(e.value::numeric) as total
                   from unnest(comparisons) c, json_each_text(c) e group by e.key) s), '{}'::json),
       coalesce((select json_object_agg(key, total) from (select e.key, sum(e.value::numeric) as total
                   from unnest(summaries) c, json_each_text(c) e group by e.key) s), '{}'::json)
  from (select agency_id, scope, date_trunc('year', bucket)::date as year, array_agg(counters) as counters,
               array_agg(coalesce(comparison, counters)) as comparisons, array_agg(summary) as summaries
          from analytics_rollups where kind = 'm' group by 1, 2, 3) months;
