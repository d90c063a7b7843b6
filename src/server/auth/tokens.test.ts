import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokenSigner } from './tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const CLAIMS = { sub: 'user-1', sid: 'family-1', tipo: 'cliente' as const };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verifies its own token, again and again', async () => {
    const signer = createAccessTokenSigner(SECRET);
    const { token } = await signer.sign(CLAIMS);
    expect(await signer.verify(token)).toEqual(CLAIMS);
    expect(await signer.verify(token)).toEqual(CLAIMS);
  });

  it('refuses a token signed with another secret or altered', async () => {
    const signer = createAccessTokenSigner(SECRET);
    const other = await createAccessTokenSigner(`${SECRET}-other`).sign(CLAIMS);
    expect(await signer.verify(other.token)).toBeNull();
    const { token } = await signer.sign(CLAIMS);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...CLAIMS, tipo: 'admin', iss: 'carrossel' })).toString(
      'base64url',
    );
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await signer.verify('not-a-token')).toBeNull();
  });

  it('refuses a token once it expires, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signer = createAccessTokenSigner(SECRET);
    const { token } = await signer.sign(CLAIMS);
    expect(await signer.verify(token)).toEqual(CLAIMS);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token)).toBeNull();
  });
});
