import { describe, expect, it } from 'vitest';
import { CREATE_OBJECTIVES, HISTORY_OBJECTIVE_FILTERS, parseObjectiveParam } from './objective-param';

describe('parseObjectiveParam', () => {
  it('maps the old educar links to conectar', () => {
    expect(parseObjectiveParam('educar')).toBe('conectar');
    expect(parseObjectiveParam('EDUCAR')).toBe('conectar');
  });

  it('preselects each offered objective', () => {
    expect(parseObjectiveParam('conectar')).toBe('conectar');
    expect(parseObjectiveParam('convencer')).toBe('convencer');
    expect(parseObjectiveParam(' Investigar ')).toBe('investigar');
  });

  it('chooses nothing for a missing or unknown value', () => {
    expect(parseObjectiveParam(null)).toBeNull();
    expect(parseObjectiveParam(undefined)).toBeNull();
    expect(parseObjectiveParam('')).toBeNull();
    expect(parseObjectiveParam('vender')).toBeNull();
  });
});

describe('HISTORY_OBJECTIVE_FILTERS', () => {
  it('offers every objective, Investigar included, so each carousel a user can create can be found', () => {
    expect(HISTORY_OBJECTIVE_FILTERS).toEqual(['educar', 'conectar', 'convencer', 'investigar']);
    for (const objective of CREATE_OBJECTIVES) expect(HISTORY_OBJECTIVE_FILTERS).toContain(objective);
  });
});
