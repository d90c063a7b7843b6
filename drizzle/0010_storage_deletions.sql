CREATE TABLE "arquivos_a_remover" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "arquivos_a_remover_created_at_idx" ON "arquivos_a_remover" USING btree ("created_at");