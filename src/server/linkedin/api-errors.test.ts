import { describe, expect, it } from 'vitest';
import { LINKEDIN_MESSAGES } from '../../shared/linkedin/schema';
import { LinkedinApiError } from './api-client';
import { classifyLinkedinError, toCommentary } from './api-errors';

const failure = (status: number) => classifyLinkedinError(new LinkedinApiError(status, 'x'));

describe("LinkedIn's documented errors", () => {
  it('asks to reconnect on 401 and gives a Portuguese reason for 403, 422 and 429', () => {
    expect(failure(401)).toEqual({ kind: 'reconnect', reason: LINKEDIN_MESSAGES.unauthorized });
    expect(failure(403)).toEqual({ kind: 'give_up', reason: LINKEDIN_MESSAGES.forbidden });
    expect(failure(422)).toEqual({ kind: 'give_up', reason: LINKEDIN_MESSAGES.invalidContent });
    expect(failure(429)).toEqual({ kind: 'give_up', reason: LINKEDIN_MESSAGES.throttled });
  });

  it('tries a server error again, and says any other refusal in a sentence', () => {
    expect(failure(503).kind).toBe('retry');
    const other = failure(409);
    expect(other.kind).toBe('give_up');
    expect(other.reason).toMatch(/^O LinkedIn recusou a publicação .+\.$/);
  });
});

describe('the caption as LinkedIn commentary', () => {
  it('escapes the reserved characters and keeps hashtags', () => {
    expect(toCommentary('Dica (1) para @time: *foco* #rotina # fim')).toBe(
      'Dica \\(1\\) para \\@time: \\*foco\\* #rotina \\# fim',
    );
    expect(toCommentary('sem nada especial')).toBe('sem nada especial');
  });
});
