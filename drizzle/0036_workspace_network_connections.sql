-- Instagram and LinkedIn connections, and their posts, belong to a workspace (docs/decisions/0024): each row keeps
-- id_usuario (the member who connected, published or scheduled) and gains id_workspace (whose it is), nothing
-- moved or lost. A connection is backfilled into the personal workspace of its account and becomes one per
-- workspace (its primary key); a post goes to its carousel's workspace (the personal one for every carousel made
-- before teams), so a post always publishes through the connection of the workspace its carousel belongs to.
DROP INDEX "instagram_posts_usuario_publicado_idx";--> statement-breakpoint
ALTER TABLE "instagram_contas" DROP CONSTRAINT "instagram_contas_pkey";--> statement-breakpoint
ALTER TABLE "linkedin_contas" DROP CONSTRAINT "linkedin_contas_pkey";--> statement-breakpoint
ALTER TABLE "instagram_contas" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "linkedin_contas" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
UPDATE "instagram_contas" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "linkedin_contas" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "instagram_posts" r SET "id_workspace" = c."id_workspace" FROM "carrosseis" c WHERE c."id" = r."id_carrossel";--> statement-breakpoint
UPDATE "linkedin_posts" r SET "id_workspace" = c."id_workspace" FROM "carrosseis" c WHERE c."id" = r."id_carrossel";--> statement-breakpoint
ALTER TABLE "instagram_contas" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_posts" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_contas" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instagram_contas" ADD PRIMARY KEY ("id_workspace");--> statement-breakpoint
ALTER TABLE "linkedin_contas" ADD PRIMARY KEY ("id_workspace");--> statement-breakpoint
ALTER TABLE "instagram_contas" ADD CONSTRAINT "instagram_contas_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_contas" ADD CONSTRAINT "linkedin_contas_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD CONSTRAINT "linkedin_posts_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_posts_workspace_publicado_idx" ON "instagram_posts" USING btree ("id_workspace","publicado_em") WHERE "instagram_posts"."estado" = 'publicado';--> statement-breakpoint
-- A row written without its workspace (an operator's script, a seed written before workspaces): a connection
-- belongs to the personal workspace of its account (migration 0032's function), a post to its carousel's
-- workspace. The server always names it.
CREATE TRIGGER "instagram_contas_workspace_pessoal_padrao" BEFORE INSERT ON "instagram_contas" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE TRIGGER "linkedin_contas_workspace_pessoal_padrao" BEFORE INSERT ON "linkedin_contas" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_workspace_do_carrossel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."id_workspace" IS NULL THEN
		SELECT c."id_workspace" INTO NEW."id_workspace" FROM "carrosseis" c WHERE c."id" = NEW."id_carrossel";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "instagram_posts_workspace_do_carrossel" BEFORE INSERT ON "instagram_posts" FOR EACH ROW EXECUTE FUNCTION "post_workspace_do_carrossel"();--> statement-breakpoint
CREATE TRIGGER "linkedin_posts_workspace_do_carrossel" BEFORE INSERT ON "linkedin_posts" FOR EACH ROW EXECUTE FUNCTION "post_workspace_do_carrossel"();
