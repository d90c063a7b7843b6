-- API keys and webhooks belong to a workspace: each key, endpoint and outbox event keeps id_usuario (the member who
-- created it, or whose action the event was) and gains id_workspace (whose it is), backfilled from the personal
-- workspace of its account, nothing moved or lost. Deliveries hang off an endpoint and an event: unchanged.
ALTER TABLE "chaves_api" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "webhook_eventos" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
UPDATE "chaves_api" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "webhook_endpoints" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
UPDATE "webhook_eventos" r SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = r."id_usuario";--> statement-breakpoint
ALTER TABLE "chaves_api" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_eventos" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chaves_api" ADD CONSTRAINT "chaves_api_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_eventos" ADD CONSTRAINT "webhook_eventos_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chaves_api_workspace_idx" ON "chaves_api" USING btree ("id_workspace","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_workspace_idx" ON "webhook_endpoints" USING btree ("id_workspace","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_eventos_workspace_idx" ON "webhook_eventos" USING btree ("id_workspace","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A row written without its workspace (an operator's script) belongs to the personal workspace of its account,
-- by the function of migration workspace_owned_rows; the server always names it.
CREATE TRIGGER "chaves_api_workspace_pessoal_padrao" BEFORE INSERT ON "chaves_api" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_workspace_pessoal_padrao" BEFORE INSERT ON "webhook_endpoints" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();--> statement-breakpoint
CREATE TRIGGER "webhook_eventos_workspace_pessoal_padrao" BEFORE INSERT ON "webhook_eventos" FOR EACH ROW EXECUTE FUNCTION "workspace_pessoal_padrao"();
