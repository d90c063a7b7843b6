ALTER TABLE "instagram_posts" DROP CONSTRAINT "instagram_posts_estado_check";--> statement-breakpoint
DROP INDEX "instagram_posts_um_ativo_key";--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD COLUMN "publicacao_enviada_em" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_posts_um_ativo_key" ON "instagram_posts" USING btree ("id_carrossel") WHERE "instagram_posts"."estado" in ('agendado', 'publicando', 'verificando');--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_estado_check" CHECK ("instagram_posts"."estado" in ('agendado', 'publicando', 'verificando', 'publicado', 'erro', 'cancelado'));