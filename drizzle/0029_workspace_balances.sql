-- A balance belongs to a workspace: each account's balance becomes its personal workspace's, nothing moved.
ALTER TABLE "creditos" ALTER COLUMN "id_usuario" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "creditos" ADD COLUMN "id_workspace" uuid;--> statement-breakpoint
UPDATE "creditos" c SET "id_workspace" = w."id" FROM "workspaces" w WHERE w."id_usuario_pessoal" = c."id_usuario";--> statement-breakpoint
-- An account that somehow had no balance row gets an empty one, so every workspace has exactly one.
INSERT INTO "creditos" ("id_workspace", "id_usuario", "saldo_atual")
	SELECT w."id", w."id_usuario_pessoal", 0 FROM "workspaces" w
	WHERE NOT EXISTS (SELECT 1 FROM "creditos" c WHERE c."id_workspace" = w."id");--> statement-breakpoint
ALTER TABLE "creditos" ALTER COLUMN "id_workspace" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "creditos" ADD CONSTRAINT "creditos_id_workspace_workspaces_id_fk" FOREIGN KEY ("id_workspace") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos" ADD CONSTRAINT "creditos_id_workspace_key" UNIQUE("id_workspace");--> statement-breakpoint
-- From now on the database makes a personal workspace with its owner and its empty balance, in one go.
CREATE OR REPLACE FUNCTION "criar_workspace_pessoal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	novo uuid;
BEGIN
	INSERT INTO "workspaces" ("nome", "id_usuario_pessoal") VALUES ('Pessoal', NEW."id") RETURNING "id" INTO novo;
	INSERT INTO "workspace_membros" ("id_workspace", "id_usuario", "papel", "desde") VALUES (novo, NEW."id", 'dono', NEW."created_at");
	INSERT INTO "creditos" ("id_workspace", "id_usuario", "saldo_atual") VALUES (novo, NEW."id", 0);
	RETURN NEW;
END;
$$;
