import { describe, expect, it } from 'vitest';
import { assertSecretParamsDeclared, loggedPath } from './secret-params';

const request = (url: string, pattern: string | undefined, secret?: string[]) => ({
  url,
  routeOptions: { url: pattern, config: secret ? { secretParams: secret } : {} },
});

describe('loggedPath', () => {
  it('drops the query string and hides the parameters the route marks secret, keeping the others', () => {
    expect(
      loggedPath(
        request('/api/compartilhado/abc123/arquivos/f-1?x=1', '/api/compartilhado/:token/arquivos/:fileId', [
          'token',
        ]) as never,
      ),
    ).toBe('/api/compartilhado/[removido]/arquivos/f-1');
    expect(loggedPath(request('/api/carousels/c-1?token=t', '/api/carousels/:id') as never)).toBe(
      '/api/carousels/c-1',
    );
  });

  it('hides the rest of the path for a secret wildcard, and leaves an unmatched path as it came', () => {
    expect(loggedPath(request('/arquivo/a/b/c', '/arquivo/*', ['*']) as never)).toBe('/arquivo/[removido]');
    expect(loggedPath(request('/nada/aqui', undefined) as never)).toBe('/nada/aqui');
  });
});

describe('assertSecretParamsDeclared', () => {
  it('refuses a route whose token parameter is not marked secret', () => {
    expect(() => assertSecretParamsDeclared({ method: 'GET', url: '/convite/:token' })).toThrow(
      /secretParams/,
    );
    expect(() => assertSecretParamsDeclared({ method: 'GET', url: '/x/:resetToken/y' })).toThrow(
      /resetToken/,
    );
  });

  it('refuses a secret that is not a parameter of the path, and takes a well-declared route', () => {
    expect(() =>
      assertSecretParamsDeclared({
        method: 'GET',
        url: '/convite/:codigo',
        config: { secretParams: ['token'] },
      }),
    ).toThrow(/not a parameter/);
    expect(() =>
      assertSecretParamsDeclared({
        method: 'GET',
        url: '/convite/:token',
        config: { secretParams: ['token'] },
      }),
    ).not.toThrow();
  });
});
