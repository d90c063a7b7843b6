import { describe, expect, it } from 'vitest';
import { getLogActionLabel } from './admin/log-actions';
import { KNOWN_LOG_ACTIONS } from './admin/logs';
import { getObjectiveLabel } from './carousels/objectives';
import { OBJECTIVES } from './constants';
import { humanizeCode } from './humanize-code';
import { getTicketSeverityLabel } from './support/severity';

describe('screen labels for stored codes', () => {
  it('gives every log action the server writes a Portuguese label, never the code itself', () => {
    for (const code of KNOWN_LOG_ACTIONS) {
      const label = getLogActionLabel(code);
      expect(label, code).not.toBe(code);
      expect(label, code).not.toMatch(/_/);
    }
    expect(getLogActionLabel('admin_excluir_usuario')).toBe('Usuário excluído');
  });

  it('reads an unknown code as words instead of an identifier', () => {
    expect(getLogActionLabel('admin_nova_acao')).toBe('Admin nova acao');
    expect(getLogActionLabel('toString')).toBe('Tostring');
    expect(humanizeCode('  ')).toBe('--');
  });

  it('shows ticket severities in Portuguese and a missing one as --', () => {
    expect(getTicketSeverityLabel('medium')).toBe('Média');
    expect(getTicketSeverityLabel('high')).toBe('Alta');
    expect(getTicketSeverityLabel(null)).toBe('--');
  });

  it('names every objective, and a missing one as --', () => {
    expect(OBJECTIVES.map(getObjectiveLabel)).toEqual(['Educar', 'Conectar', 'Convencer', 'Investigar']);
    expect(getObjectiveLabel(null)).toBe('--');
  });
});
