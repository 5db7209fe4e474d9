-- 0033: order_counts' delta rows are folded by a scheduler job (docs/trading.md "Counts"), never by a read:
-- a list read that finds a scope past the threshold only enqueues 'order.foldCounts' for that scope, and a
-- recurring job of the same kind (ref_id '*') folds every scope of the tenant now and then. At most one
-- such job per (tenant, scope) waits at a time: concurrent reads asking for the same fold insert with
-- ON CONFLICT DO NOTHING against this index, which neither waits for nor locks the waiting (or running) job.
CREATE UNIQUE INDEX scheduled_jobs_fold_once ON scheduled_jobs (tnt_id, kind, ref_id) WHERE done_at IS NULL AND kind = 'order.foldCounts';
