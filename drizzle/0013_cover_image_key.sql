-- A carousel's images are stored as their key in the medias bucket, not as an address (src/server/carousels/image-refs.ts,
-- docs/decisions/0011-web-mirrors-server.md): an address depends on APP_URL, S3_PUBLIC_URL and the bucket prefix,
-- none of which this migration knows. So an address is recognised by what every upload's address ends with,
-- `medias/public/{owner}-{name}` (the upload route names it public/{userId}-{uuid}.{ext}, and creation accepted only
-- the owner's own uploads), whatever origin, path or bucket prefix precedes it and any query after it. That key is
-- the owner's own object under any configuration, so reading it can reach nothing else. A blank address means no
-- image and goes; any other address is left as written (the user's data; nothing draws it, nothing fetches it).
CREATE FUNCTION pg_temp.media_key(address text, owner uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (regexp_match(
    btrim(address),
    '^(?:https?://[^/?#]+)?(?:/[^?#]*)?/[^/?#]*medias/(public/' || owner::text || '-[A-Za-z0-9._-]+)(?:[?#].*)?$'
  ))[1]
$$;--> statement-breakpoint
-- One object's image (the fields, or an educar point): imagemUrl becomes imagemChave when it is ours.
CREATE FUNCTION pg_temp.stored_image(fields jsonb, owner uuid) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(fields) IS DISTINCT FROM 'object' OR jsonb_typeof(fields->'imagemUrl') IS DISTINCT FROM 'string'
      THEN fields
    WHEN btrim(fields->>'imagemUrl') = '' THEN fields - 'imagemUrl'
    WHEN pg_temp.media_key(fields->>'imagemUrl', owner) IS NOT NULL
      THEN (fields - 'imagemUrl') || jsonb_build_object('imagemChave', pg_temp.media_key(fields->>'imagemUrl', owner))
    ELSE fields
  END
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.stored_fields(fields jsonb, owner uuid) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(pg_temp.stored_image(fields, owner)->'pontos') = 'array'
      THEN jsonb_set(
        pg_temp.stored_image(fields, owner),
        '{pontos}',
        coalesce(
          (SELECT jsonb_agg(pg_temp.stored_image(ponto, owner) ORDER BY position)
             FROM jsonb_array_elements(fields->'pontos') WITH ORDINALITY AS p(ponto, position)),
          '[]'::jsonb
        )
      )
    ELSE pg_temp.stored_image(fields, owner)
  END
$$;--> statement-breakpoint
-- A saved version's slides keep their photo as `imageRef`, the same address the fields held: it becomes the key too.
CREATE FUNCTION pg_temp.stored_slides(slides jsonb, owner uuid) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(slides) IS DISTINCT FROM 'array' THEN slides
    ELSE coalesce(
      (SELECT jsonb_agg(
                CASE
                  WHEN jsonb_typeof(slide->'imageRef') = 'string'
                   AND pg_temp.media_key(slide->>'imageRef', owner) IS NOT NULL
                    THEN jsonb_set(slide, '{imageRef}', to_jsonb(pg_temp.media_key(slide->>'imageRef', owner)))
                  ELSE slide
                END
                ORDER BY position)
         FROM jsonb_array_elements(slides) WITH ORDINALITY AS s(slide, position)),
      '[]'::jsonb
    )
  END
$$;--> statement-breakpoint
UPDATE "carrosseis"
SET "campos_personalizados" = pg_temp.stored_fields("campos_personalizados", "id_usuario")
WHERE "campos_personalizados"::text LIKE '%"imagemUrl"%';--> statement-breakpoint
UPDATE "carrossel_textos" t
SET "slides" = pg_temp.stored_slides(t."slides", c."id_usuario")
FROM "carrosseis" c
WHERE c."id" = t."id_carrossel" AND t."slides"::text LIKE '%"imageRef"%';--> statement-breakpoint
DROP FUNCTION pg_temp.stored_slides(jsonb, uuid);--> statement-breakpoint
DROP FUNCTION pg_temp.stored_fields(jsonb, uuid);--> statement-breakpoint
DROP FUNCTION pg_temp.stored_image(jsonb, uuid);--> statement-breakpoint
DROP FUNCTION pg_temp.media_key(text, uuid);
