ALTER TABLE "carrosseis" ADD COLUMN "motivo_erro" text;--> statement-breakpoint
-- A failed carousel's reason moves to its own column: the trace's full text when it has one, else what
-- follows 'erro:' in the status (the status itself keeps its words).
UPDATE "carrosseis"
SET "motivo_erro" = coalesce(
  CASE WHEN jsonb_typeof("webhook_data") = 'object' THEN nullif(btrim("webhook_data"->>'erro'), '') END,
  nullif(btrim(regexp_replace("status", '^\s*erro\s*[:\-–—]?\s*', '', 'i')), '')
)
WHERE lower(btrim("status")) LIKE 'erro%';--> statement-breakpoint
-- The served version's files live in "arquivos" only. A file the trace lists without its row (both were
-- written in one transaction, so none is expected) gets one before the trace's copy goes.
INSERT INTO "arquivos" ("id_carrossel", "versao", "nome_arquivo", "tipo", "tamanho", "url_arquivo", "storage_path", "ordem")
SELECT
  c."id",
  coalesce(c."versao_atual", 1),
  f->>'nome',
  CASE lower(substring(f->>'nome' from '\.([^.]+)$'))
    WHEN 'zip' THEN 'application/zip'
    WHEN 'pdf' THEN 'application/pdf'
    WHEN 'png' THEN 'image/png'
    WHEN 'jpg' THEN 'image/jpeg'
    ELSE 'application/octet-stream'
  END,
  CASE WHEN jsonb_typeof(f->'tamanho') = 'number' THEN (f->>'tamanho')::numeric::bigint END,
  '/storage/carrosseis/' || (f->>'key'),
  f->>'key',
  CASE lower(substring(f->>'nome' from '\.([^.]+)$'))
    WHEN 'zip' THEN 0 WHEN 'pdf' THEN 1 WHEN 'png' THEN 2 WHEN 'jpg' THEN 3 ELSE 4
  END
FROM "carrosseis" c
CROSS JOIN LATERAL jsonb_array_elements(c."webhook_data"->'files') AS f
WHERE jsonb_typeof(c."webhook_data") = 'object'
  AND jsonb_typeof(c."webhook_data"->'files') = 'array'
  AND jsonb_typeof(f) = 'object'
  AND nullif(f->>'nome', '') IS NOT NULL
  AND nullif(f->>'key', '') IS NOT NULL
ON CONFLICT ("id_carrossel", "versao", "nome_arquivo") DO NOTHING;--> statement-breakpoint
UPDATE "carrosseis"
SET "webhook_data" = "webhook_data" - 'files' - 'erro'
WHERE jsonb_typeof("webhook_data") = 'object' AND "webhook_data" ?| array['files', 'erro'];
