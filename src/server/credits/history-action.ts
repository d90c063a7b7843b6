import { findCreditPack } from '../../shared/constants';
import type { CreditHistoryKind } from '../../shared/credits/schemas';

export interface HistoryActionInput {
  kind: CreditHistoryKind;
  /** The ledger row's own text (admin adjustments carry the reason there). */
  descricao: string | null;
  /** The carousel's theme, for carousel debits and refunds. */
  tema: string | null;
  /** The payment's pack id, for purchases. */
  plano: string | null;
}

/** A carousel's tema is a whole phrase of up to 120 characters (docs/writer.md); only older, longer ones are cut. */
const MAX_TEMA = 120;

function shorten(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= MAX_TEMA ? clean : `${clean.slice(0, MAX_TEMA - 1).trimEnd()}…`;
}

/** The pack's label for a stored plan ('popular' -> 'Popular'), or the plan itself for a retired pack. */
export function describePlan(plano: string): string {
  return findCreditPack(plano)?.label ?? plano;
}

/**
 * The Portuguese line a user reads for each movement of the history. It is derived from the kind (not from the
 * free-text descricao each writer chose), so the same movement always reads the same way.
 */
export function describeHistoryAction(input: HistoryActionInput): string {
  const tema = input.tema ? shorten(input.tema) : '';
  switch (input.kind) {
    case 'bonus_cadastro':
      return 'Bônus de cadastro';
    case 'compra':
      return input.plano ? `Compra de créditos (${describePlan(input.plano)})` : 'Compra de créditos';
    case 'carrossel':
      return tema ? `Carrossel: ${tema}` : 'Criação de carrossel';
    case 'reembolso':
      return tema ? `Reembolso: ${tema}` : 'Reembolso de carrossel';
    case 'ajuste_admin':
      return input.descricao?.trim() || 'Ajuste administrativo';
    case 'estorno':
      return input.plano ? `Estorno: Compra de créditos (${describePlan(input.plano)})` : 'Estorno de compra';
    case 'estorno_revertido':
      return input.plano
        ? `Estorno não realizado: Compra de créditos (${describePlan(input.plano)})`
        : 'Estorno não realizado';
  }
}
