CREATE TABLE "estornos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pagamento" uuid NOT NULL,
	"id_autor" uuid,
	"motivo" text NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"provider_refund_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmado_em" timestamp with time zone,
	CONSTRAINT "estornos_status_check" CHECK ("estornos"."status" in ('em_processamento', 'devolvido')),
	CONSTRAINT "estornos_valor_positivo" CHECK ("estornos"."valor" > 0 and "estornos"."quantidade" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "end_to_end_id" varchar(35);--> statement-breakpoint
ALTER TABLE "estornos" ADD CONSTRAINT "estornos_id_pagamento_pagamentos_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estornos" ADD CONSTRAINT "estornos_id_autor_profiles_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estornos_pagamento_key" ON "estornos" USING btree ("id_pagamento");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_estorno_key" ON "credit_ledger" USING btree ("id_pagamento") WHERE "credit_ledger"."kind" = 'estorno';--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_end_to_end_id_key" ON "pagamentos" USING btree ("end_to_end_id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('bonus_cadastro', 'compra', 'carrossel', 'reembolso', 'ajuste_admin', 'estorno'));