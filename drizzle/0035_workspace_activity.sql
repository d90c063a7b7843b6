CREATE TABLE "workspace_atividades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_workspace" uuid NOT NULL,
	"id_usuario" uuid,
	"tipo" varchar(30) NOT NULL,
	"id_carrossel" uuid,
	"tema" text,
	"id_membro" uuid,
	"papel" varchar(10),
	"rede" varchar(10),
	"id_pagamento" uuid,
	"creditos" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_atividades_tipo_check" CHECK ("workspace_atividades"."tipo" in ('carrossel_criado', 'carrossel_editado', 'carrossel_excluido', 'carrossel_publicado', 'creditos_comprados', 'membro_entrou', 'membro_removido', 'membro_saiu', 'papel_alterado')),
	CONSTRAINT "workspace_atividades_papel_check" CHECK ("workspace_atividades"."papel" in ('dono', 'editor', 'leitor')),
	CONSTRAINT "workspace_atividades_rede_check" CHECK ("workspace_atividades"."rede" in ('instagram', 'linkedin'))
);
--> statement-breakpoint
ALTER TABLE "carrosseis" ADD COLUMN "editado_por" uuid;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD COLUMN "publicado_por" uuid;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD COLUMN "publicado_por" uuid;--> statement-breakpoint
ALTER TABLE "workspace_atividades" ADD CONSTRAINT "workspace_atividades_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_atividades" ADD CONSTRAINT "workspace_atividades_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_atividades" ADD CONSTRAINT "workspace_atividades_id_membro_profiles_id_fk" FOREIGN KEY ("id_membro") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_atividades" ADD CONSTRAINT "workspace_atividades_id_pagamento_pagamentos_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_atividades_workspace_idx" ON "workspace_atividades" USING btree ("id_workspace","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "carrosseis" ADD CONSTRAINT "carrosseis_editado_por_profiles_id_fk" FOREIGN KEY ("editado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_publicado_por_profiles_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD CONSTRAINT "linkedin_posts_publicado_por_profiles_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Posts made before the publisher was recorded were asked for by their id_usuario (docs/workspaces.md, "Quem fez o quê").
UPDATE "instagram_posts" SET "publicado_por" = "id_usuario" WHERE "publicado_por" IS NULL;--> statement-breakpoint
UPDATE "linkedin_posts" SET "publicado_por" = "id_usuario" WHERE "publicado_por" IS NULL;
