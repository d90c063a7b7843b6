import { describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT } from '../../src/server/api-keys/key-auth';
import type { CreatedApiKey } from '../../src/shared/api-keys/schemas';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let testApp: TestApp;
setUpAppKit({ env: { RATE_LIMIT: 'on' } }, (kit) => {
  ({ testApp } = kit);
});

async function createKey(user: TestUser): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.headers,
    payload: { nome: 'Robô' },
  });
  return (response.json() as CreatedApiKey).chave;
}

const balance = (key: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/balance', headers: { authorization: `Bearer ${key}` } });

describe('rate limit per API key', () => {
  it('tells the allowance in RateLimit-* headers and answers 429 with Retry-After once spent, per key', async () => {
    const user = await createUser(testApp);
    const [busy, quiet] = [await createKey(user), await createKey(user)];

    const first = await balance(busy);
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(API_KEY_RATE_LIMIT.max));
    expect(first.headers['ratelimit-remaining']).toBe(String(API_KEY_RATE_LIMIT.max - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);

    for (let index = 1; index < API_KEY_RATE_LIMIT.max; index += 1) {
      expect((await balance(busy)).statusCode).toBe(200);
    }
    const refused = await balance(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/chave de API/),
    });

    // Another key of the same account has its own allowance.
    const other = await balance(quiet);
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe(String(API_KEY_RATE_LIMIT.max - 1));
  });
});
