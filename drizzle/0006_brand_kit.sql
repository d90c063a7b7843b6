CREATE TABLE "marcas" (
	"id_usuario" uuid PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL,
	"arroba" varchar(30) DEFAULT '' NOT NULL,
	"avatar_url" text,
	"cor_primaria" varchar(7),
	"cor_destaque" varchar(7),
	"fonte" varchar(20),
	"mostrar_nome" boolean DEFAULT true NOT NULL,
	"mostrar_arroba" boolean DEFAULT true NOT NULL,
	"mostrar_avatar" boolean DEFAULT true NOT NULL,
	"onde" varchar(10) DEFAULT 'capa' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marcas_arroba_check" CHECK ("marcas"."arroba" ~ '^[A-Za-z0-9._]{0,30}$'),
	CONSTRAINT "marcas_cores_check" CHECK (coalesce("marcas"."cor_primaria", '#000000') ~ '^#[0-9a-f]{6}$' and coalesce("marcas"."cor_destaque", '#000000') ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "marcas_onde_check" CHECK ("marcas"."onde" in ('capa', 'todos', 'final'))
);
--> statement-breakpoint
ALTER TABLE "marcas" ADD CONSTRAINT "marcas_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;