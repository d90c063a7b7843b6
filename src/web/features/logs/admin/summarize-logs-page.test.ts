import { describe, expect, it } from 'vitest';
import type { LogItem } from '../../../../shared/admin/logs';
import { summarizeDetails, summarizeLogsPage } from './summarize-logs-page';

describe('logs page cards', () => {
  const item = (acao: string): LogItem => ({
    id: 1,
    id_usuario: null,
    acao,
    ip: null,
    detalhes: null,
    user_agent: null,
    created_at: '2026-01-01T00:00:00Z',
    usuario: null,
  });

  it('counts logins, carousel and payment events on the page', () => {
    const page = [
      'login',
      'login',
      'criar_carrossel',
      'erro_carrossel',
      'pagamento',
      'criar_pix',
      'cadastro',
    ];
    expect(summarizeLogsPage(page.map(item))).toEqual({ logins: 2, carrosseis: 2, pagamentos: 2 });
  });

  it('shortens details for the table', () => {
    expect(summarizeDetails(null)).toBe('-');
    expect(summarizeDetails({ a: 'x'.repeat(100) }, 20)).toHaveLength(20);
    expect(summarizeDetails('texto')).toBe('texto');
  });
});
