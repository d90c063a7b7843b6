import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../shared/endpoint';
import { ERROR_CODE } from '../../shared/error-codes';
import { WORKSPACE_MESSAGES } from '../../shared/workspaces/messages';
import { WORKSPACE_HEADER } from '../../shared/workspaces/roles';
import { activeWorkspace } from './active-workspace';
import { ApiError } from './api-client';
import { createApi, endpointUrl } from './endpoint-client';

const ITEMS = endpoints({
  get: {
    method: 'GET',
    path: '/api/itens/:id/partes/:parte',
    params: z.object({ id: z.string(), parte: z.coerce.number() }),
    answer: z.object({ nome: z.string() }),
    errors: ['not_found'],
  },
  list: {
    method: 'GET',
    path: '/api/itens',
    query: z.object({ page: z.coerce.number(), q: z.string().optional() }),
    answer: z.array(z.string()),
    errors: [],
  },
  rename: {
    method: 'PUT',
    path: '/api/itens/:id',
    params: z.object({ id: z.string() }),
    body: z.object({ nome: z.string() }),
    status: 204,
    errors: ['validation_failed'],
  },
});

interface Sent {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

function answerWith(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body,
      headers: init.headers as Record<string, string>,
    });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  activeWorkspace.forget();
});

describe('the typed API client', () => {
  const api = createApi(ITEMS);

  it('fills the path from the params, each value encoded, and parses the answer with the declared schema', async () => {
    const sent = answerWith(200, { nome: 'Capa', extra: 'descartado' });
    await expect(api.get({ id: 'a b/c', parte: 2 })).resolves.toEqual({ nome: 'Capa' });
    expect(sent[0]).toMatchObject({ url: '/api/itens/a%20b%2Fc/partes/2', method: 'GET' });
  });

  it('writes the query, leaving empty values out', async () => {
    const sent = answerWith(200, ['a']);
    await api.list({ query: { page: 3, q: '' } });
    await api.list({ query: { page: 1, q: 'bolo de milho' } });
    expect(sent.map((call) => call.url)).toEqual([
      '/api/itens?page=3',
      '/api/itens?page=1&q=bolo%20de%20milho',
    ]);
  });

  it('sends the body as JSON with the declared method, and an empty answer resolves', async () => {
    const sent = answerWith(204, undefined);
    await expect(api.rename({ id: 'x', body: { nome: 'Novo' } })).resolves.toBeUndefined();
    expect(sent[0]).toMatchObject({ url: '/api/itens/x', method: 'PUT', body: '{"nome":"Novo"}' });
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('fails loudly when the answer does not match its schema', async () => {
    answerWith(200, { nome: 42 });
    await expect(api.get({ id: 'x', parte: 1 })).rejects.toThrow(z.ZodError);
  });

  it('raises the API error with its code, comparable with the shared constants', async () => {
    answerWith(404, { message: 'Não encontrado.', code: 'not_found' });
    const failure = await api.get({ id: 'x', parte: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(ERROR_CODE.not_found);
  });

  it('writes an address for what is not a call', () => {
    expect(endpointUrl(ITEMS.list, { query: { page: 2, q: 'x y' } })).toBe('/api/itens?page=2&q=x%20y');
  });

  describe('the active workspace', () => {
    const TEAM = '11111111-2222-4333-8444-555555555555';

    it('names a team in X-Workspace-Id on every call, and nothing for the personal one', async () => {
      const sent = answerWith(200, ['a']);
      await api.list({ query: { page: 1 } });
      activeWorkspace.setAccount('ana');
      activeWorkspace.set(TEAM);
      await api.list({ query: { page: 1 } });
      await api.list({ query: { page: 1 } }, { anonymous: true });
      expect(sent.map((call) => call.headers[WORKSPACE_HEADER] ?? null)).toEqual([null, TEAM, null]);
    });

    it("reports the workspace as gone only when the API says the named workspace is not the caller's", async () => {
      const reports: string[] = [];
      const stop = activeWorkspace.onNotFound((id) => reports.push(id));
      activeWorkspace.setAccount('ana');
      activeWorkspace.set(TEAM);
      answerWith(404, { code: ERROR_CODE.not_found, message: 'Carrossel não encontrado.' });
      await expect(api.get({ id: 'x', parte: 1 })).rejects.toBeInstanceOf(ApiError);
      expect(reports).toEqual([]);
      answerWith(404, { code: ERROR_CODE.not_found, message: WORKSPACE_MESSAGES.notFound });
      await expect(api.get({ id: 'x', parte: 1 })).rejects.toBeInstanceOf(ApiError);
      expect(reports).toEqual([TEAM]);
      activeWorkspace.set(null);
      await expect(api.get({ id: 'x', parte: 1 })).rejects.toBeInstanceOf(ApiError);
      expect(reports).toEqual([TEAM]);
      stop();
    });
  });
});
