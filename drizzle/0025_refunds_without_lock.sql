ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "estornos" DROP CONSTRAINT "estornos_status_check";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_estorno_revertido_key" ON "credit_ledger" USING btree ("id_pagamento") WHERE "credit_ledger"."kind" = 'estorno_revertido';--> statement-breakpoint
CREATE INDEX "estornos_abertos_idx" ON "estornos" USING btree ("created_at") WHERE "estornos"."status" in ('solicitado', 'em_processamento');--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('bonus_cadastro', 'compra', 'carrossel', 'reembolso', 'ajuste_admin', 'estorno', 'estorno_revertido'));--> statement-breakpoint
ALTER TABLE "estornos" ADD CONSTRAINT "estornos_status_check" CHECK ("estornos"."status" in ('solicitado', 'em_processamento', 'devolvido', 'nao_realizado'));