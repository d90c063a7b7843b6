CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_carrossel" uuid NOT NULL,
	"url_arquivo" text NOT NULL,
	"nome_arquivo" varchar(255) NOT NULL,
	"tipo" varchar(50) NOT NULL,
	"tamanho" bigint,
	"storage_path" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"data_upload" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"ip" varchar(45),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('verify_email', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "carrosseis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"tipo_carrossel" varchar(50) NOT NULL,
	"campos_personalizados" jsonb NOT NULL,
	"status" varchar(50) DEFAULT 'pendente' NOT NULL,
	"webhook_data" jsonb,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_finalizacao" timestamp with time zone,
	"objetivo" varchar(20),
	"template_visual" varchar(255),
	"tema" text,
	"descricao_solicitada" text,
	CONSTRAINT "carrosseis_objetivo_check" CHECK ("carrosseis"."objetivo" in ('educar', 'conectar', 'convencer', 'investigar'))
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_usuario" uuid NOT NULL,
	"kind" varchar(30) NOT NULL,
	"delta" integer NOT NULL,
	"saldo_apos" integer NOT NULL,
	"descricao" text NOT NULL,
	"id_pagamento" uuid,
	"id_carrossel" uuid,
	"id_autor" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0 or "credit_ledger"."kind" = 'ajuste_admin'),
	CONSTRAINT "credit_ledger_saldo_check" CHECK ("credit_ledger"."saldo_apos" >= 0),
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('bonus_cadastro', 'compra', 'carrossel', 'reembolso', 'ajuste_admin'))
);
--> statement-breakpoint
CREATE TABLE "creditos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"saldo_atual" integer DEFAULT 0 NOT NULL,
	"data_ultima_recarga" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creditos_id_usuario_key" UNIQUE("id_usuario"),
	CONSTRAINT "creditos_saldo_nao_negativo" CHECK ("creditos"."saldo_atual" >= 0)
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_usuario" uuid,
	"acao" varchar(100) NOT NULL,
	"detalhes" jsonb,
	"ip" varchar(45),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"tipo" varchar(50) NOT NULL,
	"titulo" varchar(255) NOT NULL,
	"mensagem" text NOT NULL,
	"lida" boolean DEFAULT false NOT NULL,
	"data_envio" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"plano" varchar(100) NOT NULL,
	"provider" varchar(30) DEFAULT 'sandbox' NOT NULL,
	"pix_id" varchar(100),
	"pix_qr_code" text,
	"pix_qr_code_image" text,
	"pix_copia_e_cola" text,
	"status" varchar(20) DEFAULT 'pendente' NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" integer NOT NULL,
	"vencimento" timestamp with time zone NOT NULL,
	"data_pagamento" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_status_check" CHECK ("pagamentos"."status" in ('pendente', 'pago', 'expirado')),
	CONSTRAINT "pagamentos_quantidade_positiva" CHECK ("pagamentos"."quantidade" > 0),
	CONSTRAINT "pagamentos_valor_positivo" CHECK ("pagamentos"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(255) NOT NULL,
	"email" varchar(320) NOT NULL,
	"phone" varchar(20),
	"tipo" varchar(20) DEFAULT 'cliente' NOT NULL,
	"status" varchar(20) DEFAULT 'pendente' NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_tipo_check" CHECK ("profiles"."tipo" in ('admin', 'cliente')),
	CONSTRAINT "profiles_status_check" CHECK ("profiles"."status" in ('ativo', 'bloqueado', 'pendente'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_usuario" uuid NOT NULL,
	"name" varchar(255),
	"email" varchar(320),
	"phone" varchar(20),
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(50),
	"severity" varchar(20) DEFAULT 'medium' NOT NULL,
	"source_page" text,
	"ua" text,
	"app_version" varchar(50),
	"attachment_url" text,
	"meta" jsonb,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"ack_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('new', 'ack_sent', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(255) NOT NULL,
	"tipo" varchar(50) DEFAULT 'universal' NOT NULL,
	"imagem_url" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"descricao" text,
	"design" jsonb NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	"universal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "templates_ordem_check" CHECK ("templates"."ordem" >= 0)
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_id_carrossel_carrosseis_id_fk" FOREIGN KEY ("id_carrossel") REFERENCES "public"."carrosseis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrosseis" ADD CONSTRAINT "carrosseis_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_id_pagamento_pagamentos_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_id_carrossel_carrosseis_id_fk" FOREIGN KEY ("id_carrossel") REFERENCES "public"."carrosseis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_id_autor_profiles_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos" ADD CONSTRAINT "creditos_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_id_usuario_profiles_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arquivos_carrossel_nome_key" ON "arquivos" USING btree ("id_carrossel","nome_arquivo");--> statement-breakpoint
CREATE INDEX "auth_sessions_family_idx" ON "auth_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_usuario_idx" ON "auth_sessions" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "auth_tokens_usuario_purpose_idx" ON "auth_tokens" USING btree ("id_usuario","purpose");--> statement-breakpoint
CREATE INDEX "carrosseis_usuario_criacao_idx" ON "carrosseis" USING btree ("id_usuario","data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carrosseis_criacao_idx" ON "carrosseis" USING btree ("data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carrosseis_status_idx" ON "carrosseis" USING btree ("status");--> statement-breakpoint
CREATE INDEX "credit_ledger_usuario_criacao_idx" ON "credit_ledger" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_pagamento_key" ON "credit_ledger" USING btree ("id_pagamento") WHERE "credit_ledger"."kind" = 'compra';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_carrossel_kind_key" ON "credit_ledger" USING btree ("id_carrossel","kind") WHERE "credit_ledger"."id_carrossel" is not null;--> statement-breakpoint
CREATE INDEX "logs_criacao_idx" ON "logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_acao_criacao_idx" ON "logs" USING btree ("acao","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_usuario_criacao_idx" ON "logs" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_ip_idx" ON "logs" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "notificacoes_usuario_idx" ON "notificacoes" USING btree ("id_usuario","data_envio" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_provider_pix_id_key" ON "pagamentos" USING btree ("provider","pix_id");--> statement-breakpoint
CREATE INDEX "pagamentos_usuario_criacao_idx" ON "pagamentos" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pagamentos_pendentes_idx" ON "pagamentos" USING btree ("vencimento") WHERE "pagamentos"."status" = 'pendente';--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_lower_key" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_criacao_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_usuario_idx" ON "support_tickets" USING btree ("id_usuario","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "templates_ativo_ordem_idx" ON "templates" USING btree ("ativo","ordem");--> statement-breakpoint
CREATE INDEX "templates_tipo_ordem_idx" ON "templates" USING btree ("tipo","ordem");