DROP INDEX "arquivos_carrossel_nome_key";--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrosseis" ADD COLUMN "versao_atual" integer;--> statement-breakpoint
ALTER TABLE "carrosseis" ADD COLUMN "data_edicao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrossel_textos" ADD COLUMN "estado" varchar(20) DEFAULT 'pronto' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrossel_textos" ADD COLUMN "template" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "arquivos_carrossel_versao_nome_key" ON "arquivos" USING btree ("id_carrossel","versao","nome_arquivo");--> statement-breakpoint
ALTER TABLE "carrossel_textos" ADD CONSTRAINT "carrossel_textos_estado_check" CHECK ("carrossel_textos"."estado" in ('gerando', 'pronto', 'erro', 'substituida'));--> statement-breakpoint
-- Carousels finished before versions existed serve their files as version 1.
UPDATE "carrosseis" SET "versao_atual" = 1 WHERE "status" IN ('concluido', 'completo');
