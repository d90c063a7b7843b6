CREATE TABLE "workspace_membros" (
	"id_workspace" uuid NOT NULL,
	"id_usuario" uuid NOT NULL,
	"papel" varchar(10) NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_membros_id_workspace_id_usuario_pk" PRIMARY KEY("id_workspace","id_usuario"),
	CONSTRAINT "workspace_membros_papel_check" CHECK ("workspace_membros"."papel" in ('dono', 'editor', 'leitor'))
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(60) NOT NULL,
	"id_usuario_pessoal" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_id_usuario_pessoal_key" UNIQUE("id_usuario_pessoal"),
	CONSTRAINT "workspaces_nome_check" CHECK (length(btrim("workspaces"."nome")) > 0)
);
--> statement-breakpoint
ALTER TABLE "workspace_membros" ADD CONSTRAINT "workspace_membros_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_membros" ADD CONSTRAINT "workspace_membros_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_id_usuario_pessoal_profiles_id_fk" FOREIGN KEY ("id_usuario_pessoal") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_membros_usuario_idx" ON "workspace_membros" USING btree ("id_usuario");--> statement-breakpoint
-- Every account has its personal workspace from the moment it exists, whatever creates the row (the sign-up,
-- the admin seed, an operator's script): the database makes it, with the account as its owner.
CREATE FUNCTION "criar_workspace_pessoal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	novo uuid;
BEGIN
	INSERT INTO "workspaces" ("nome", "id_usuario_pessoal") VALUES ('Pessoal', NEW."id") RETURNING "id" INTO novo;
	INSERT INTO "workspace_membros" ("id_workspace", "id_usuario", "papel", "desde") VALUES (novo, NEW."id", 'dono', NEW."created_at");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_workspace_pessoal" AFTER INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "criar_workspace_pessoal"();--> statement-breakpoint
-- The accounts that exist already (deleted ones too: their anonymised ledger keeps pointing at one workspace).
INSERT INTO "workspaces" ("nome", "id_usuario_pessoal", "created_at")
	SELECT 'Pessoal', "id", "created_at" FROM "profiles";--> statement-breakpoint
INSERT INTO "workspace_membros" ("id_workspace", "id_usuario", "papel", "desde")
	SELECT w."id", w."id_usuario_pessoal", 'dono', w."created_at" FROM "workspaces" w;
