CREATE TABLE "waiting_list_queue_counts" (
	"campus" text NOT NULL,
	"priority" integer NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "waiting_list_queue_counts_campus_priority_pk" PRIMARY KEY("campus","priority")
);
--> statement-breakpoint
-- waiting_list_queue_counts is derived from waiting_list: the active entries per campus and
-- priority. Statement triggers keep it in the transaction of each change, like the summaries of
-- 0005 (ADR 013): a net change per (campus, priority), added in key order, so two writers never
-- wait on each other in a circle. Rows that drop to zero stay; there are only a few priorities.
INSERT INTO "waiting_list_queue_counts" ("campus", "priority", "entries")
SELECT "campus", "priority", count(*)::int FROM "waiting_list"
WHERE "status" = 'active'
GROUP BY "campus", "priority";
--> statement-breakpoint
CREATE FUNCTION "waiting_list_count_queues"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO waiting_list_queue_counts AS c (campus, priority, entries)
      SELECT campus, priority, count(*) FROM new_rows WHERE status = 'active'
      GROUP BY campus, priority ORDER BY campus, priority
      ON CONFLICT (campus, priority) DO UPDATE SET entries = c.entries + excluded.entries;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO waiting_list_queue_counts AS c (campus, priority, entries)
      SELECT campus, priority, -count(*) FROM old_rows WHERE status = 'active'
      GROUP BY campus, priority ORDER BY campus, priority
      ON CONFLICT (campus, priority) DO UPDATE SET entries = c.entries + excluded.entries;
  ELSE
    -- Only rows that joined or left a queue, or moved within one, change a count.
    INSERT INTO waiting_list_queue_counts AS c (campus, priority, entries)
      SELECT campus, priority, sum(delta) FROM (
        SELECT n.campus, n.priority, 1 AS delta FROM old_rows o JOIN new_rows n USING (id)
          WHERE n.status = 'active'
            AND (o.status, o.campus, o.priority) IS DISTINCT FROM (n.status, n.campus, n.priority)
        UNION ALL
        SELECT o.campus, o.priority, -1 FROM old_rows o JOIN new_rows n USING (id)
          WHERE o.status = 'active'
            AND (o.status, o.campus, o.priority) IS DISTINCT FROM (n.status, n.campus, n.priority)
      ) moves
      GROUP BY campus, priority HAVING sum(delta) <> 0 ORDER BY campus, priority
      ON CONFLICT (campus, priority) DO UPDATE SET entries = c.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "waiting_list_clear_queue_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM waiting_list_queue_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "waiting_list_1_queue_counts_insert" AFTER INSERT ON "waiting_list"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_list_count_queues"();
--> statement-breakpoint
CREATE TRIGGER "waiting_list_1_queue_counts_update" AFTER UPDATE ON "waiting_list"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_list_count_queues"();
--> statement-breakpoint
CREATE TRIGGER "waiting_list_1_queue_counts_delete" AFTER DELETE ON "waiting_list"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_list_count_queues"();
--> statement-breakpoint
CREATE TRIGGER "waiting_list_2_clear_queue_counts" AFTER TRUNCATE ON "waiting_list"
  FOR EACH STATEMENT EXECUTE FUNCTION "waiting_list_clear_queue_counts"();
