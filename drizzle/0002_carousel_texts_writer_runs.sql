CREATE TABLE "carrossel_textos" (
	"id_carrossel" uuid NOT NULL,
	"versao" integer NOT NULL,
	"slides" jsonb NOT NULL,
	"legenda" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrossel_textos_id_carrossel_versao_pk" PRIMARY KEY("id_carrossel","versao"),
	CONSTRAINT "carrossel_textos_versao_positiva" CHECK ("carrossel_textos"."versao" >= 1)
);
--> statement-breakpoint
CREATE TABLE "escritas_carrossel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_carrossel" uuid NOT NULL,
	"escritor" varchar(10) NOT NULL,
	"modelo" varchar(200),
	"latencia_ms" integer,
	"tentativas" integer,
	"motivo_fallback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escritas_carrossel_escritor_check" CHECK ("escritas_carrossel"."escritor" in ('local', 'llm'))
);
--> statement-breakpoint
ALTER TABLE "carrossel_textos" ADD CONSTRAINT "carrossel_textos_id_carrossel_carrosseis_id_fk" FOREIGN KEY ("id_carrossel") REFERENCES "public"."carrosseis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escritas_carrossel" ADD CONSTRAINT "escritas_carrossel_id_carrossel_carrosseis_id_fk" FOREIGN KEY ("id_carrossel") REFERENCES "public"."carrosseis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escritas_carrossel_criacao_idx" ON "escritas_carrossel" USING btree ("created_at" DESC NULLS LAST);