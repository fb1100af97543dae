-- The tables of 0004 are derived: nda_document_status_counts and partner_document_terms from
-- nda_documents, donor_status_counts from donors. Statement triggers keep them right in the
-- transaction that changes the rows, whichever module makes the change (documents, sharing,
-- e-signature, collaboration, the expiry sweep; the CRM and its import), so the dashboard and the
-- two lists read totals instead of counting every row.
--
-- Per statement, not per row: a bulk insert or the expiry sweep updates each summary row once,
-- instead of once per changed row (which left thousands of dead versions of the same few rows).
-- Summary rows are always locked in key order, so two writers never wait on each other in a circle.

-- One row per status, so that a change only ever updates rows.
INSERT INTO "nda_document_status_counts" ("status", "documents")
SELECT s.status, count(d.id)
FROM unnest(ARRAY['draft', 'sent', 'viewed', 'pending', 'completed', 'expired']) AS s(status)
LEFT JOIN "nda_documents" d ON d.status = s.status
GROUP BY s.status
ON CONFLICT ("status") DO UPDATE SET "documents" = excluded."documents";
--> statement-breakpoint
INSERT INTO "partner_document_terms" ("partner_id", "live_until")
SELECT "partner_id", max(coalesce("expiration_date", 'infinity'::date)) FILTER (WHERE "status" <> 'expired')
FROM "nda_documents"
GROUP BY "partner_id"
ON CONFLICT ("partner_id") DO UPDATE SET "live_until" = excluded."live_until";
--> statement-breakpoint
INSERT INTO "donor_status_counts" ("status", "donors")
SELECT s.status, count(d.id)
FROM unnest(ARRAY['prospect', 'cultivating', 'solicited', 'donor', 'lapsed']) AS s(status)
LEFT JOIN "donors" d ON d.status = s.status
GROUP BY s.status
ON CONFLICT ("status") DO UPDATE SET "donors" = excluded."donors";
--> statement-breakpoint
CREATE FUNCTION "nda_documents_count_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The net change per status of this statement, added in status order (see the top).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO nda_document_status_counts AS c (status, documents)
      SELECT status, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET documents = c.documents + excluded.documents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO nda_document_status_counts AS c (status, documents)
      SELECT status, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET documents = c.documents + excluded.documents;
  ELSE
    INSERT INTO nda_document_status_counts AS c (status, documents)
      SELECT status, sum(delta) FROM (
        SELECT n.status, 1 AS delta FROM old_rows o JOIN new_rows n USING (id)
          WHERE o.status IS DISTINCT FROM n.status
        UNION ALL
        SELECT o.status, -1 FROM old_rows o JOIN new_rows n USING (id)
          WHERE o.status IS DISTINCT FROM n.status) moves
      GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
      ON CONFLICT (status) DO UPDATE SET documents = c.documents + excluded.documents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The live-until day of each partner, recomputed from its documents. Callers pass partners in id
-- order. The FOR UPDATE waits for another transaction refreshing the same partner; the UPDATE
-- after it then reads that commit (each statement of a function takes a new snapshot under READ
-- COMMITTED).
CREATE FUNCTION "refresh_partner_document_terms"(partner_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(partner_ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO partner_document_terms (partner_id)
    SELECT unnest(partner_ids) ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM partner_document_terms
    WHERE partner_id = ANY (partner_ids) ORDER BY partner_id FOR UPDATE;
  UPDATE partner_document_terms t
    SET live_until = (SELECT max(coalesce(d.expiration_date, 'infinity'::date)) FROM nda_documents d
                      WHERE d.partner_id = t.partner_id AND d.status <> 'expired')
    WHERE t.partner_id = ANY (partner_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION "nda_documents_refresh_partner_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  partner_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT partner_id ORDER BY partner_id) INTO partner_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT partner_id ORDER BY partner_id) INTO partner_ids FROM old_rows;
  ELSE
    -- Only documents whose status, term or partner changed move a partner's live-until day.
    SELECT array_agg(DISTINCT partner_id ORDER BY partner_id) INTO partner_ids
      FROM (SELECT o.partner_id FROM old_rows o JOIN new_rows n USING (id)
              WHERE (o.status, o.expiration_date, o.partner_id)
                    IS DISTINCT FROM (n.status, n.expiration_date, n.partner_id)
            UNION
            SELECT n.partner_id FROM old_rows o JOIN new_rows n USING (id)
              WHERE o.partner_id IS DISTINCT FROM n.partner_id) moved(partner_id);
  END IF;
  PERFORM refresh_partner_document_terms(coalesce(partner_ids, '{}'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "nda_documents_clear_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE nda_document_status_counts SET documents = 0;
  DELETE FROM partner_document_terms;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "donors_count_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The net change per status of this statement, added in status order (see the top).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO donor_status_counts AS c (status, donors)
      SELECT status, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET donors = c.donors + excluded.donors;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO donor_status_counts AS c (status, donors)
      SELECT status, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET donors = c.donors + excluded.donors;
  ELSE
    INSERT INTO donor_status_counts AS c (status, donors)
      SELECT status, sum(delta) FROM (
        SELECT n.status, 1 AS delta FROM old_rows o JOIN new_rows n USING (id)
          WHERE o.status IS DISTINCT FROM n.status
        UNION ALL
        SELECT o.status, -1 FROM old_rows o JOIN new_rows n USING (id)
          WHERE o.status IS DISTINCT FROM n.status) moves
      GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
      ON CONFLICT (status) DO UPDATE SET donors = c.donors + excluded.donors;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "donors_clear_status_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE donor_status_counts SET donors = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Triggers of one event fire in name order: the status counts (1_) before the partner terms (2_),
-- so every transaction takes the summary rows in the same order.
CREATE TRIGGER "nda_documents_1_status_counts_insert" AFTER INSERT ON "nda_documents"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nda_documents_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "nda_documents_1_status_counts_update" AFTER UPDATE ON "nda_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nda_documents_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "nda_documents_1_status_counts_delete" AFTER DELETE ON "nda_documents"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nda_documents_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "nda_documents_2_partner_terms_insert" AFTER INSERT ON "nda_documents"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nda_documents_refresh_partner_terms"();
--> statement-breakpoint
CREATE TRIGGER "nda_documents_2_partner_terms_update" AFTER UPDATE ON "nda_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nda_documents_refresh_partner_terms"();
--> statement-breakpoint
CREATE TRIGGER "nda_documents_2_partner_terms_delete" AFTER DELETE ON "nda_documents"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "nda_documents_refresh_partner_terms"();
--> statement-breakpoint
CREATE TRIGGER "nda_documents_3_clear_summaries" AFTER TRUNCATE ON "nda_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "nda_documents_clear_summaries"();
--> statement-breakpoint
CREATE TRIGGER "donors_1_status_counts_insert" AFTER INSERT ON "donors"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "donors_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "donors_1_status_counts_update" AFTER UPDATE ON "donors"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "donors_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "donors_1_status_counts_delete" AFTER DELETE ON "donors"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "donors_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "donors_2_clear_status_counts" AFTER TRUNCATE ON "donors"
  FOR EACH STATEMENT EXECUTE FUNCTION "donors_clear_status_counts"();
