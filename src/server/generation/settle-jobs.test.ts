import { describe, expect, it } from 'vitest';
import { computeRetryBudgetSeconds } from './settle-jobs';

describe('computeRetryBudgetSeconds', () => {
  it('covers every attempt to its timeout, noticed a maintenance interval late, the backoffs and a backlog', () => {
    // 3 attempts x (120 s + 120 s) + backoffs (2*2 + 2*4) + 5 min of backlog.
    expect(
      computeRetryBudgetSeconds({ retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 120 }, 120),
    ).toBe(720 + 12 + 300);
  });

  it('grows with the timeout, so a slow writer is never cut short by the sweep', () => {
    const short = computeRetryBudgetSeconds({ retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60 }, 60);
    const long = computeRetryBudgetSeconds(
      { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 600 },
      120,
    );
    expect(long - short).toBe(3 * (600 + 120) - 3 * (60 + 60));
  });
});
