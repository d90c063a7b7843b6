-- Each API process keeps its workspaces' history lists in memory (src/server/db/notified-cache.ts,
-- docs/decisions/0025-list-cache.md) until PostgreSQL says a workspace's list changed: any insert, update or
-- delete of what the list shows (a carousel, or one of its Instagram or LinkedIn posts) sends the workspace's
-- id on the `carousel_list` channel, at commit, whichever process or script made the change. A carousel moved to
-- another workspace names both. A TRUNCATE fires no row trigger: it sends `*`, every workspace.
CREATE OR REPLACE FUNCTION "lista_de_carrosseis_mudou"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM pg_notify('carousel_list', OLD."id_workspace"::text);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."id_workspace" IS DISTINCT FROM OLD."id_workspace") THEN
		PERFORM pg_notify('carousel_list', NEW."id_workspace"::text);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listas_de_carrosseis_esvaziadas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('carousel_list', '*');
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "carrosseis_lista_mudou" AFTER INSERT OR UPDATE OR DELETE ON "carrosseis" FOR EACH ROW EXECUTE FUNCTION "lista_de_carrosseis_mudou"();--> statement-breakpoint
CREATE TRIGGER "instagram_posts_lista_mudou" AFTER INSERT OR UPDATE OR DELETE ON "instagram_posts" FOR EACH ROW EXECUTE FUNCTION "lista_de_carrosseis_mudou"();--> statement-breakpoint
CREATE TRIGGER "linkedin_posts_lista_mudou" AFTER INSERT OR UPDATE OR DELETE ON "linkedin_posts" FOR EACH ROW EXECUTE FUNCTION "lista_de_carrosseis_mudou"();--> statement-breakpoint
CREATE TRIGGER "carrosseis_listas_esvaziadas" AFTER TRUNCATE ON "carrosseis" FOR EACH STATEMENT EXECUTE FUNCTION "listas_de_carrosseis_esvaziadas"();--> statement-breakpoint
CREATE TRIGGER "instagram_posts_listas_esvaziadas" AFTER TRUNCATE ON "instagram_posts" FOR EACH STATEMENT EXECUTE FUNCTION "listas_de_carrosseis_esvaziadas"();--> statement-breakpoint
CREATE TRIGGER "linkedin_posts_listas_esvaziadas" AFTER TRUNCATE ON "linkedin_posts" FOR EACH STATEMENT EXECUTE FUNCTION "listas_de_carrosseis_esvaziadas"();
