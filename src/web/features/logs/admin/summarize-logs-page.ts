import type { LogItem } from '../../../../shared/admin/logs';

export interface LogsPageSummary {
  logins: number;
  carrosseis: number;
  pagamentos: number;
}

/**
 * The logs screen's cards count the current page only (docs/product-rules.md §2): sign-ins, carousel events
 * (criar_carrossel, erro_carrossel...) and payment events (pagamento, pagamento_confirmado, criar_pix).
 */
export function summarizeLogsPage(items: readonly LogItem[]): LogsPageSummary {
  const summary: LogsPageSummary = { logins: 0, carrosseis: 0, pagamentos: 0 };
  for (const item of items) {
    const acao = item.acao.toLowerCase();
    if (acao === 'login') summary.logins++;
    else if (acao.includes('carrossel')) summary.carrosseis++;
    else if (acao.includes('pagamento') || acao.includes('pix')) summary.pagamentos++;
  }
  return summary;
}

/** Details as one line for the table cell (the dialog shows them in full). */
export function summarizeDetails(detalhes: unknown, max = 80): string {
  if (detalhes === null || detalhes === undefined) return '-';
  const text = typeof detalhes === 'string' ? detalhes : JSON.stringify(detalhes);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
