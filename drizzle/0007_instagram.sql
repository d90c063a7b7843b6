CREATE TABLE "instagram_contas" (
	"id_usuario" uuid PRIMARY KEY NOT NULL,
	"ig_user_id" varchar(64) NOT NULL,
	"username" varchar(64) NOT NULL,
	"foto_url" text,
	"token_cifrado" text NOT NULL,
	"token_obtido_em" timestamp with time zone NOT NULL,
	"token_expira_em" timestamp with time zone NOT NULL,
	"precisa_reconectar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"id_carrossel" uuid NOT NULL,
	"versao" integer NOT NULL,
	"ig_user_id" varchar(64) NOT NULL,
	"legenda" text NOT NULL,
	"estado" varchar(20) DEFAULT 'agendado' NOT NULL,
	"agendado_para" timestamp with time zone NOT NULL,
	"filhos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"container_id" varchar(64),
	"media_id" varchar(64),
	"permalink" text,
	"erro" text,
	"publicado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_posts_estado_check" CHECK ("instagram_posts"."estado" in ('agendado', 'publicando', 'publicado', 'erro', 'cancelado'))
);
--> statement-breakpoint
ALTER TABLE "instagram_contas" ADD CONSTRAINT "instagram_contas_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_id_carrossel_carrosseis_id_fk" FOREIGN KEY ("id_carrossel") REFERENCES "public"."carrosseis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_posts_carrossel_idx" ON "instagram_posts" USING btree ("id_carrossel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "instagram_posts_conta_publicado_idx" ON "instagram_posts" USING btree ("ig_user_id","publicado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_posts_um_ativo_key" ON "instagram_posts" USING btree ("id_carrossel") WHERE "instagram_posts"."estado" in ('agendado', 'publicando');