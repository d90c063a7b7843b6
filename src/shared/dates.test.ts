import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  formatAdminDate,
  formatDateTime,
  formatInstant,
  formatLogDate,
  formatRelativeDate,
  formatShortDay,
  lastSaoPauloDays,
  saoPauloDay,
  saoPauloInputsToIso,
  TIME_ZONE,
  toSaoPauloInputs,
} from './dates';

describe('formatDateTime', () => {
  it('shows dd/MM/yyyy HH:mm in São Paulo time whatever the device zone', () => {
    expect(formatDateTime('2026-03-01T15:04:00.000Z')).toBe('01/03/2026 12:04');
    expect(formatDateTime('2026-01-01T02:30:00Z')).toBe('31/12/2025 23:30');
  });

  it('reads "Data indisponível" without a usable date', () => {
    expect(formatDateTime(null)).toBe('Data indisponível');
    expect(formatDateTime('amanhã')).toBe('Data indisponível');
  });
});

describe('formatInstant and formatDateTime', () => {
  it('write what date-fns writes in São Paulo’s zone for every instant the API answers, daylight-saving years included', () => {
    // Every 49 h 13 min (so every hour of the day comes round) from 2017, when São Paulo still had daylight
    // saving, to 2027, and each side of its last two changes of clock.
    const instants = [
      '2018-02-18T01:30:00Z',
      '2018-02-18T02:30:00Z',
      '2018-11-04T02:59:00Z',
      '2018-11-04T03:00:00Z',
    ];
    for (let time = Date.UTC(2017, 0, 1); time < Date.UTC(2027, 0, 1); time += (49 * 60 + 13) * 60_000) {
      instants.push(new Date(time).toISOString());
    }
    const inSaoPaulo = tz(TIME_ZONE);
    for (const iso of instants) {
      const expected = format(new Date(iso), 'dd/MM/yyyy HH:mm', { in: inSaoPaulo });
      expect(formatInstant(iso), iso).toBe(expected);
      expect(formatDateTime(iso), iso).toBe(expected);
    }
    expect(formatInstant('2018-02-18T01:30:00Z')).toBe('17/02/2018 23:30');
    expect(formatInstant('2018-11-04T03:00:00Z')).toBe('04/11/2018 01:00');
    expect(formatInstant('2026-03-01T15:04:00.000Z')).toBe('01/03/2026 12:04');
    expect(formatInstant('2026-01-01T02:30:00+00:00')).toBe('31/12/2025 23:30');
  });

  it('reads "Data indisponível" without a usable date', () => {
    expect(formatInstant(null)).toBe('Data indisponível');
    expect(formatInstant('')).toBe('Data indisponível');
    expect(formatInstant('amanhã')).toBe('Data indisponível');
  });
});

describe('admin dates', () => {
  it('shows São Paulo time whatever the machine zone (UTC-3, no daylight saving)', () => {
    expect(formatAdminDate('2026-01-15T02:30:05Z')).toBe('14/01/2026 23:30:05');
    expect(formatLogDate('2026-01-15T02:30:05Z')).toBe('14/01/26 23:30:05');
  });

  it('answers N/A for a missing or unreadable date', () => {
    expect(formatAdminDate(null)).toBe('N/A');
    expect(formatLogDate('ontem')).toBe('N/A');
    expect(formatRelativeDate(undefined)).toBe('N/A');
  });

  it('says how long ago in Portuguese', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(formatRelativeDate('2026-03-01T11:55:00Z', now)).toBe('há 5 minutos');
    expect(formatRelativeDate('2026-02-27T12:00:00Z', now)).toBe('há 2 dias');
  });
});

describe('the schedule inputs on São Paulo clock', () => {
  it('turns a São Paulo date and time into the instant, whatever the machine zone', () => {
    expect(saoPauloInputsToIso('2026-11-24', '14:30')).toBe('2026-11-24T17:30:00.000Z');
    expect(toSaoPauloInputs(new Date('2026-11-24T17:30:00.000Z'))).toEqual({
      date: '2026-11-24',
      time: '14:30',
    });
  });

  it('refuses dates and times that do not exist', () => {
    expect(saoPauloInputsToIso('2026-02-30', '10:00')).toBeNull();
    expect(saoPauloInputsToIso('2026-11-24', '25:00')).toBeNull();
    expect(saoPauloInputsToIso('', '')).toBeNull();
  });
});

describe('São Paulo days', () => {
  it('puts an instant on the day a São Paulo clock shows, not the UTC one', () => {
    expect(saoPauloDay(new Date('2026-11-27T02:59:59Z'))).toBe('2026-11-26');
    expect(saoPauloDay(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
  });

  it('counts the last days back from São Paulo’s today, starting at its midnight', () => {
    // 00:30 UTC on the 1st is still 21:30 of 30 November in São Paulo.
    const { days, start } = lastSaoPauloDays(30, new Date('2026-12-01T00:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2026-11-30');
    expect(start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(new Set(days).size).toBe(30);
  });

  it('crosses months and years', () => {
    const { days, start } = lastSaoPauloDays(3, new Date('2027-01-01T12:00:00Z'));
    expect(days).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(start.toISOString()).toBe('2026-12-30T03:00:00.000Z');
  });

  it('shows a day as dd/MM', () => {
    expect(formatShortDay('2026-11-07')).toBe('07/11');
  });
});
