-- The cost budgets' take (server/domain/leakyBucket.ts: levelAt then take, after the points given
-- back), for many takes in one statement: the server sends the takes that arrive in one turn of its
-- event loop together (server/services/costBudget.ts), in key order so that two instances never
-- wait on each other in a circle; takes of one key apply one after the other, in the order given.
CREATE FUNCTION take_cost_budgets(keys text[], costs float8[], returned float8[], maximum float8, restore_rate float8)
RETURNS TABLE (available float8, granted boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  i int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(keys, 1), 0) LOOP
    RETURN QUERY
      INSERT INTO graphql_cost_buckets AS b (key, available, granted, updated_at)
      VALUES (keys[i], maximum - costs[i], costs[i] <= maximum, now())
      ON CONFLICT (key) DO UPDATE SET
        granted = LEAST(maximum, b.available + returned[i] + EXTRACT(EPOCH FROM (now() - b.updated_at))::float8 * restore_rate) >= costs[i],
        available = LEAST(maximum, b.available + returned[i] + EXTRACT(EPOCH FROM (now() - b.updated_at))::float8 * restore_rate)
          - CASE WHEN LEAST(maximum, b.available + returned[i] + EXTRACT(EPOCH FROM (now() - b.updated_at))::float8 * restore_rate) >= costs[i]
                 THEN costs[i] ELSE 0 END,
        updated_at = now()
      RETURNING b.available, b.granted;
  END LOOP;
END
$$;
