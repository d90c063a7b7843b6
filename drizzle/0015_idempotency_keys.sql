CREATE TABLE "chaves_idempotencia" (
	"id_usuario" uuid NOT NULL,
	"chave" varchar(255) NOT NULL,
	"hash_requisicao" varchar(64) NOT NULL,
	"status_resposta" integer,
	"corpo_resposta" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chaves_idempotencia_pkey" PRIMARY KEY("id_usuario","chave")
);
--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ADD CONSTRAINT "chaves_idempotencia_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chaves_idempotencia_created_at_idx" ON "chaves_idempotencia" USING btree ("created_at");