CREATE TABLE "chaves_api" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"nome" varchar(60) NOT NULL,
	"prefixo" varchar(20) NOT NULL,
	"hash_chave" varchar(64) NOT NULL,
	"ultimo_uso_em" timestamp with time zone,
	"revogada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chaves_api_hash_chave_key" UNIQUE("hash_chave")
);
--> statement-breakpoint
ALTER TABLE "chaves_api" ADD CONSTRAINT "chaves_api_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chaves_api_usuario_idx" ON "chaves_api" USING btree ("id_usuario","created_at" DESC NULLS LAST);