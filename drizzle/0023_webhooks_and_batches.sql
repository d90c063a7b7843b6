CREATE TABLE "lotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"total" integer NOT NULL,
	"carrosseis" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotes_total_check" CHECK ("lotes"."total" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"url" text NOT NULL,
	"eventos" text[] NOT NULL,
	"segredo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"falhando_desde" timestamp with time zone,
	"desativado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_entregas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_endpoint" uuid NOT NULL,
	"id_evento" uuid NOT NULL,
	"estado" varchar(20) DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_codigo" integer,
	"ultima_resposta" text,
	"ultimo_erro" text,
	"janela_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"proxima_tentativa" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_entregas_estado_check" CHECK ("webhook_entregas"."estado" in ('pendente', 'entregue', 'falhou'))
);
--> statement-breakpoint
CREATE TABLE "webhook_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"dados" jsonb NOT NULL,
	"corpo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrosseis" ADD COLUMN "id_lote" uuid;--> statement-breakpoint
ALTER TABLE "lotes" ADD CONSTRAINT "lotes_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_id_endpoint_webhook_endpoints_id_fk" FOREIGN KEY ("id_endpoint") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_id_evento_webhook_eventos_id_fk" FOREIGN KEY ("id_evento") REFERENCES "public"."webhook_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_eventos" ADD CONSTRAINT "webhook_eventos_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotes_usuario_criacao_idx" ON "lotes" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_usuario_idx" ON "webhook_endpoints" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_entregas_endpoint_evento_key" ON "webhook_entregas" USING btree ("id_endpoint","id_evento");--> statement-breakpoint
CREATE INDEX "webhook_entregas_endpoint_criacao_idx" ON "webhook_entregas" USING btree ("id_endpoint","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_eventos_usuario_idx" ON "webhook_eventos" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "carrosseis" ADD CONSTRAINT "carrosseis_id_lote_lotes_id_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."lotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrosseis_lote_idx" ON "carrosseis" USING btree ("id_lote");