import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { classifyLinkFailure, getApiErrorCode, getWeakPasswordReasons } from './api';

const failure = (status: number, code?: string, reasons?: string[]) =>
  new ApiError('falhou', { status, code, body: { message: 'falhou', code, reasons } });

describe('auth API error helpers', () => {
  it('tells an expired link from an invalid one and from a passing failure', () => {
    expect(classifyLinkFailure(failure(410, 'gone'))).toBe('expired');
    expect(classifyLinkFailure(failure(404, 'not_found'))).toBe('invalid');
    expect(classifyLinkFailure(failure(400, 'validation_failed'))).toBe('invalid');
    expect(classifyLinkFailure(failure(0))).toBe('unavailable');
    expect(classifyLinkFailure(failure(503))).toBe('unavailable');
    expect(classifyLinkFailure(new Error('boom'))).toBe('unavailable');
  });

  it('reads the reasons of a weak password only', () => {
    expect(getWeakPasswordReasons(failure(400, 'weak_password', ['Essa senha é muito comum.']))).toEqual([
      'Essa senha é muito comum.',
    ]);
    expect(getWeakPasswordReasons(failure(400, 'validation_failed', ['x']))).toEqual([]);
    expect(getWeakPasswordReasons(new Error('x'))).toEqual([]);
  });

  it('reads the API code, null for anything else', () => {
    expect(getApiErrorCode(failure(403, 'email_not_confirmed'))).toBe('email_not_confirmed');
    expect(getApiErrorCode(new Error('x'))).toBeNull();
  });
});
