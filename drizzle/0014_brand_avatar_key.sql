-- The brand kit's avatar is stored as its key in the medias bucket, not as an address, like a carousel's images
-- (migration 0013, src/server/brand-kit/stored-kit.ts, docs/decisions/0011-web-mirrors-server.md). The API only ever
-- saved one of the owner's own uploads (PUT /api/brand-kit checks it), whose address ends in
-- `medias/public/{owner}-{name}` under any configuration; that key is what the address named. The same holds for the
-- copy of the kit in a carousel's trace (webhook_data.brand), made at creation. A value that does not end that way
-- names nothing the renderer could load, so it becomes no avatar (the signature keeps the name and handle).
CREATE FUNCTION pg_temp.media_key(address text, owner uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (regexp_match(
    btrim(address),
    '^(?:https?://[^/?#]+)?(?:/[^?#]*)?/[^/?#]*medias/(public/' || owner::text || '-[A-Za-z0-9._-]+)(?:[?#].*)?$'
  ))[1]
$$;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "avatar_chave" text;--> statement-breakpoint
UPDATE "marcas"
SET "avatar_chave" = pg_temp.media_key("avatar_url", "id_usuario")
WHERE "avatar_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "marcas" DROP COLUMN "avatar_url";--> statement-breakpoint
UPDATE "carrosseis"
SET "webhook_data" = jsonb_set(
  "webhook_data",
  '{brand}',
  (("webhook_data"->'brand') - 'avatar_url')
    || jsonb_build_object('avatar_chave', pg_temp.media_key(("webhook_data"->'brand')->>'avatar_url', "id_usuario"))
)
WHERE jsonb_typeof("webhook_data"->'brand') = 'object'
  AND jsonb_typeof("webhook_data"->'brand'->'avatar_url') IS NOT NULL;--> statement-breakpoint
DROP FUNCTION pg_temp.media_key(text, uuid);
