-- Issue 10 (speed): each rollup also keeps the part of its counters that comparisons read (the previous period, the
-- same period last year, the agency under an officer filter; domain comparisonPartOf), about a quarter of the keys, so
-- a year's dashboard parses a quarter of the comparison rows' JSON. Rows written before it read their full counters.
alter table analytics_rollups add column comparison json;
