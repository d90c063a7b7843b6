import { describe, expect, it } from 'vitest';
import { PIX_EXPIRY_MINUTES } from '../../../shared/constants';
import { computePixExpiresAt } from './provider';

describe('computePixExpiresAt', () => {
  it('adds PIX_EXPIRY_MINUTES', () => {
    const now = new Date('2026-11-21T13:00:00.000Z');
    expect(computePixExpiresAt(now).getTime() - now.getTime()).toBe(PIX_EXPIRY_MINUTES * 60_000);
  });
});
