import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '../constants';
import { ADMIN_USER_STATUS_FILTER_OPTIONS, ADMIN_USER_STATUS_FILTERS, USER_STATUS_LABELS } from './users';

describe('the users screen status filter', () => {
  it('offers every value the API takes, each with its label, Todos first', () => {
    expect(ADMIN_USER_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      ...ADMIN_USER_STATUS_FILTERS,
    ]);
    expect(ADMIN_USER_STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Todos',
      'Ativos',
      'Bloqueados',
      'Pendentes',
    ]);
  });

  it('names every stored user status', () => {
    for (const status of USER_STATUSES) expect(USER_STATUS_LABELS[status]).toMatch(/^\p{Lu}/u);
  });
});
