import { humanizeCode } from '../humanize-code';

/** Support ticket severity codes (stored in English, default 'medium') as a person reads them. */
export const TICKET_SEVERITY_LABELS: Readonly<Record<string, string>> = {
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
  critical: 'Crítica',
};

export function getTicketSeverityLabel(code: string | null | undefined): string {
  if (!code) return '--';
  return Object.hasOwn(TICKET_SEVERITY_LABELS, code)
    ? (TICKET_SEVERITY_LABELS[code] as string)
    : humanizeCode(code);
}
