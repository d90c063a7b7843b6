-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "logs_busca_trgm_idx" ON "logs" USING gin (("acao" || ' ' || coalesce("ip", '') || ' ' || coalesce("detalhes"::text, '')) gin_trgm_ops);