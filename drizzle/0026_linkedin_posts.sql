CREATE TABLE "linkedin_contas" (
	"id_usuario" uuid PRIMARY KEY NOT NULL,
	"member_id" varchar(64) NOT NULL,
	"nome" varchar(200) NOT NULL,
	"foto_url" text,
	"token_cifrado" text NOT NULL,
	"token_expira_em" timestamp with time zone NOT NULL,
	"precisa_reconectar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linkedin_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"id_carrossel" uuid NOT NULL,
	"versao" integer NOT NULL,
	"member_id" varchar(64) NOT NULL,
	"legenda" text NOT NULL,
	"estado" varchar(20) DEFAULT 'agendado' NOT NULL,
	"agendado_para" timestamp with time zone NOT NULL,
	"documento_urn" varchar(128),
	"documento_enviado_em" timestamp with time zone,
	"post_enviado_em" timestamp with time zone,
	"post_urn" varchar(128),
	"erro" text,
	"publicado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linkedin_posts_estado_check" CHECK ("linkedin_posts"."estado" in ('agendado', 'publicando', 'verificando', 'publicado', 'erro', 'cancelado')),
	CONSTRAINT "linkedin_posts_publicado_check" CHECK ("linkedin_posts"."estado" <> 'publicado' or "linkedin_posts"."post_urn" is not null)
);
--> statement-breakpoint
ALTER TABLE "linkedin_contas" ADD CONSTRAINT "linkedin_contas_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD CONSTRAINT "linkedin_posts_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD CONSTRAINT "linkedin_posts_id_carrossel_carrosseis_id_fk" FOREIGN KEY ("id_carrossel") REFERENCES "public"."carrosseis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linkedin_posts_carrossel_idx" ON "linkedin_posts" USING btree ("id_carrossel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_posts_um_ativo_key" ON "linkedin_posts" USING btree ("id_carrossel") WHERE "linkedin_posts"."estado" in ('agendado', 'publicando', 'verificando');--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_posts_post_urn_key" ON "linkedin_posts" USING btree ("post_urn");