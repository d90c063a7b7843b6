CREATE TABLE "workspace_convites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_workspace" uuid NOT NULL,
	"email" varchar(255) NOT NULL,
	"papel" varchar(10) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"convidado_por" uuid,
	"expira_em" timestamp with time zone NOT NULL,
	"aceito_em" timestamp with time zone,
	"aceito_por" uuid,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_convites_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "workspace_convites_papel_check" CHECK ("workspace_convites"."papel" in ('dono', 'editor', 'leitor'))
);
--> statement-breakpoint
ALTER TABLE "workspace_convites" ADD CONSTRAINT "workspace_convites_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_convites" ADD CONSTRAINT "workspace_convites_convidado_por_profiles_id_fk" FOREIGN KEY ("convidado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_convites" ADD CONSTRAINT "workspace_convites_aceito_por_profiles_id_fk" FOREIGN KEY ("aceito_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_convites_workspace_idx" ON "workspace_convites" USING btree ("id_workspace");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_convites_pendente_key" ON "workspace_convites" USING btree ("id_workspace",lower("email")) WHERE "workspace_convites"."aceito_em" is null and "workspace_convites"."cancelado_em" is null;