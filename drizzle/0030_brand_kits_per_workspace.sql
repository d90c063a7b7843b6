-- Several brand kits per workspace (docs/workspaces.md, "Marcas"): a kit gets its own id and belongs to a
-- workspace; `id_usuario` stays as the member who created it. Each existing kit (one per account) moves into
-- its account's personal workspace as that workspace's default, with every field as it was.
ALTER TABLE "marcas" DROP CONSTRAINT "marcas_id_usuario_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "marcas" DROP CONSTRAINT "marcas_pkey";--> statement-breakpoint
ALTER TABLE "marcas" ALTER COLUMN "id_usuario" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "padrao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "marcas" m SET "id_workspace" = w."id", "padrao" = true, "created_at" = m."updated_at"
	FROM "workspaces" w WHERE w."id_usuario_pessoal" = m."id_usuario";--> statement-breakpoint
ALTER TABLE "marcas" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "marcas" ADD CONSTRAINT "marcas_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcas" ADD CONSTRAINT "marcas_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marcas_padrao_key" ON "marcas" USING btree ("id_workspace") WHERE "marcas"."padrao";--> statement-breakpoint
CREATE INDEX "marcas_workspace_idx" ON "marcas" USING btree ("id_workspace","created_at");
--> statement-breakpoint
CREATE INDEX "marcas_avatar_chave_idx" ON "marcas" USING btree ("avatar_chave");
