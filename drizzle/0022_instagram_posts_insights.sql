ALTER TABLE "instagram_posts" ADD COLUMN "metricas" jsonb;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD COLUMN "metricas_em" timestamp with time zone;