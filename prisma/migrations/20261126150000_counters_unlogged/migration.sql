-- Rate-limit counters and GraphQL cost budgets are written by nearly every request. As logged
-- tables each of those writes waited for a WAL flush to disk before the request could go on (5 to
-- 10 ms each on the bench machine's disk, two per signed-in /graphql request). They hold only
-- short-lived allowances, so they are unlogged: no WAL, no flush. What that gives up: after a
-- crash of the database server (not a clean restart) the tables start empty, and a standby does
-- not have them, so every caller's allowance starts full again; nothing else depends on them.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
ALTER TABLE "graphql_cost_buckets" SET UNLOGGED;
