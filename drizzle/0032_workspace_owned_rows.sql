-- Money and carousels belong to a workspace: each row keeps id_usuario (the member who did it) and gains
-- id_workspace (whose it is), backfilled from the personal workspace of its account, nothing moved or lost.
DROP INDEX "lotes_usuario_criacao_idx";--> statement-breakpoint
ALTER TABLE "carrosseis" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "links_compartilhados" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "lotes" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
UPDATE "carrosseis" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "credit_ledger" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "links_compartilhados" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "lotes" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "pagamentos" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
ALTER TABLE "carrosseis" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "links_compartilhados" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lotes" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "carrosseis" ADD CONSTRAINT "carrosseis_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_compartilhados" ADD CONSTRAINT "links_compartilhados_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotes" ADD CONSTRAINT "lotes_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrosseis_workspace_criacao_idx" ON "carrosseis" USING btree ("id_workspace","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_ledger_workspace_criacao_idx" ON "credit_ledger" USING btree ("id_workspace","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lotes_workspace_criacao_idx" ON "lotes" USING btree ("id_workspace","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pagamentos_workspace_criacao_idx" ON "pagamentos" USING btree ("id_workspace","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A row written without its workspace (an operator's script, a seed written before workspaces) belongs to the
-- personal workspace of its account; the server always names it (the column has no default in its types).
CREATE OR REPLACE FUNCTION "workspace_pessoal_padrao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."id_workspace" IS NULL THEN
		SELECT w."id" INTO NEW."id_workspace" FROM "workspaces" w WHERE w."id_usuario_pessoal" = NEW."id_usuario";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "carrosseis_workspace_pessoal_padrao" BEFORE INSERT ON "carrosseis" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE TRIGGER "credit_ledger_workspace_pessoal_padrao" BEFORE INSERT ON "credit_ledger" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE TRIGGER "links_compartilhados_workspace_pessoal_padrao" BEFORE INSERT ON "links_compartilhados" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE TRIGGER "lotes_workspace_pessoal_padrao" BEFORE INSERT ON "lotes" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE TRIGGER "pagamentos_workspace_pessoal_padrao" BEFORE INSERT ON "pagamentos" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();
