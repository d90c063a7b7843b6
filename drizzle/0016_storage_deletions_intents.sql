DROP INDEX "arquivos_a_remover_created_at_idx";--> statement-breakpoint
ALTER TABLE "arquivos_a_remover" ADD COLUMN "bucket" varchar(20) DEFAULT 'carrosseis' NOT NULL;--> statement-breakpoint
ALTER TABLE "arquivos_a_remover" ADD COLUMN "prefix" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arquivos_a_remover" ADD COLUMN "remove_after" timestamp with time zone DEFAULT now() + interval '1 minute' NOT NULL;--> statement-breakpoint
CREATE INDEX "arquivos_a_remover_remove_after_idx" ON "arquivos_a_remover" USING btree ("remove_after");--> statement-breakpoint
-- Rows queued before: a key ending in '/' was a folder, and the sweep took a row a minute after it was queued.
UPDATE "arquivos_a_remover" SET "prefix" = "key" LIKE '%/', "remove_after" = "created_at" + interval '1 minute';
