CREATE TABLE "exportacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"status" varchar(20) DEFAULT 'pendente' NOT NULL,
	"storage_key" text,
	"tamanho" bigint,
	"expira_em" timestamp with time zone,
	"concluida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exportacoes_status_check" CHECK ("exportacoes"."status" in ('pendente', 'pronto', 'erro'))
);
--> statement-breakpoint
CREATE TABLE "links_compartilhados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_carrossel" uuid NOT NULL,
	"id_usuario" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_compartilhados_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_delta_check";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_status_check";--> statement-breakpoint
ALTER TABLE "exportacoes" ADD CONSTRAINT "exportacoes_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_compartilhados" ADD CONSTRAINT "links_compartilhados_id_carrossel_carrosseis_id_fk" FOREIGN KEY ("id_carrossel") REFERENCES "public"."carrosseis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_compartilhados" ADD CONSTRAINT "links_compartilhados_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exportacoes_usuario_criacao_idx" ON "exportacoes" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "links_compartilhados_carrossel_idx" ON "links_compartilhados" USING btree ("id_carrossel","created_at" DESC NULLS LAST);--> statement-breakpoint
-- NOT VALID: a zero-delta admin adjustment written before this rule stays in the history; new rows are checked.
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_status_check" CHECK ("profiles"."status" in ('ativo', 'bloqueado', 'pendente', 'excluida'));