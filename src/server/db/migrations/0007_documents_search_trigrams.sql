-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads
-- it from its contrib bundle (PGLITE_OPTIONS in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "partners_company_name_trgm_idx" ON "partners" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nda_documents_title_trgm_idx" ON "nda_documents" USING gin ("title" gin_trgm_ops);