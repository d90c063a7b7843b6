import { describe, expect, it } from 'vitest';
import { INSTAGRAM_MESSAGES } from '../../shared/instagram/schema';
import { GraphApiError } from './graph-client';
import {
  classifyGraphError,
  containerErrorReason,
  DOWNLOAD_TIMEOUT_REASON,
  isRetryableContainerError,
  MEDIA_FETCH_REASON,
} from './graph-errors';

function metaError(
  code: number | null,
  subcode: number | null,
  extra: Partial<GraphApiError['details']> = {},
) {
  return new GraphApiError('x', {
    status: 400,
    code,
    subcode,
    type: 'OAuthException',
    isTransient: false,
    network: false,
    ...extra,
  });
}

describe('what an Instagram error means for a post', () => {
  it('retries a media download timeout (2207003)', () => {
    expect(classifyGraphError(metaError(-2, 2207003))).toEqual({
      kind: 'retry',
      reason: DOWNLOAD_TIMEOUT_REASON,
    });
  });

  it('gives up on format, aspect ratio, size and carousel errors, each with its own Portuguese reason', () => {
    const reasons = [
      [-2, 2207005, /JPEG/],
      [-2, 2207009, /proporção/],
      [36003, 2207009, /proporção/],
      [36003, null, /proporção/],
      [-2, 2207004, /8 MB/],
      [-2, 2207028, /de 2 a 10/],
    ] as const;
    for (const [code, subcode, text] of reasons) {
      const failure = classifyGraphError(metaError(code, subcode));
      expect(failure.kind).toBe('give_up');
      expect(failure.kind === 'give_up' && failure.reason).toMatch(text);
    }
  });

  it('stops at the daily limit (2207042) and asks to reconnect on an expired or revoked token (190)', () => {
    expect(classifyGraphError(metaError(9, 2207042))).toEqual({ kind: 'daily_limit' });
    expect(classifyGraphError(metaError(190, 463))).toEqual({
      kind: 'reconnect',
      reason: INSTAGRAM_MESSAGES.reconnect,
    });
  });

  it('retries throttling, server errors and calls that got no answer; gives up on anything else', () => {
    expect(classifyGraphError(metaError(4, null)).kind).toBe('retry');
    expect(classifyGraphError(metaError(null, null, { status: 502 })).kind).toBe('retry');
    expect(classifyGraphError(metaError(null, null, { status: 0, network: true })).kind).toBe('retry');
    const other = classifyGraphError(metaError(100, 33));
    expect(other).toEqual({ kind: 'give_up', reason: expect.stringContaining('código 100/33') });
  });

  it("retries Meta's documented try-again codes, and a failed media fetch (2207052) once", () => {
    for (const subcode of [2207001, 2207032, 2207008]) {
      expect(classifyGraphError(metaError(-1, subcode)).kind).toBe('retry');
    }
    expect(classifyGraphError(metaError(9004, 2207052))).toEqual({
      kind: 'retry_once',
      reason: MEDIA_FETCH_REASON,
    });
    expect(isRetryableContainerError('Error: Media upload has failed with error code 2207001')).toBe(true);
    expect(isRetryableContainerError('Error: (2207004)')).toBe(false);
  });

  it('says every refusal as a sentence, the code only beside it', () => {
    const documented = [2207006, 2207010, 2207020, 2207027, 2207040, 2207050, 2207051, 2207053];
    for (const subcode of documented) {
      const failure = classifyGraphError(metaError(-2, subcode));
      expect(failure.kind).toBe('give_up');
      expect(failure.kind === 'give_up' && failure.reason).not.toMatch(/código/);
    }
    const unknown = classifyGraphError(metaError(100, 33));
    expect(unknown.kind === 'give_up' && unknown.reason).toMatch(
      /^O Instagram recusou a publicação sem dizer o motivo\./,
    );
  });

  it('reads the subcode out of a failed container status', () => {
    expect(containerErrorReason('Error: Media download has failed. (2207004)')).toMatch(/8 MB/);
    expect(containerErrorReason(null)).toMatch(/processar/);
  });
});
