import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin/messages';
import { setUpAppKit } from '../helpers/app-kit';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';
import { personalWorkspaceOf } from '../helpers/workspaces';
import { makeImage, sendTemplateForm } from './admin-test-kit';

let testApp: TestApp;
let admin: TestUser;
let cliente: TestUser;
/** The admin pass changes data: each mutating case gets its own target. */
let targets: { status: TestUser; edit: TestUser; credits: TestUser; remove: TestUser };
let templateId: string;
/** targets.credits' personal workspace, for the workspaces routes. */
let workspaceId: string;

setUpAppKit({}, (kit) => {
  ({ testApp, admin } = kit);
});
beforeAll(async () => {
  cliente = await createUser(testApp, { nome: 'Cliente Curioso', email: 'curioso@exemplo.com' });
  targets = {
    status: await createUser(testApp),
    edit: await createUser(testApp),
    credits: await createUser(testApp),
    remove: await createUser(testApp),
  };
  const created = await sendTemplateForm(testApp, admin, 'POST', '/api/admin/templates', {
    fields: { nome: 'Matriz', tipo: 'emocional' },
    image: { bytes: await makeImage() },
  });
  expect(created.statusCode, created.body).toBe(201);
  templateId = created.json().id;
  workspaceId = await personalWorkspaceOf(testApp, targets.credits);
});

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as Fastify names it, and the concrete URL to call. */
  route: string;
  url: () => string;
  payload?: () => Record<string, unknown>;
  multipart?: boolean;
  adminStatus: number;
}

/** Every admin endpoint; in this order the admin pass leaves the template delete for last. */
const CASES: Case[] = [
  { method: 'GET', route: '/api/admin/users', url: () => '/api/admin/users', adminStatus: 200 },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/status',
    url: () => `/api/admin/users/${targets.status.id}/status`,
    payload: () => ({ status: 'bloqueado' }),
    adminStatus: 200,
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id',
    url: () => `/api/admin/users/${targets.edit.id}`,
    payload: () => ({ nome: 'Editada', email: targets.edit.email, tipo: 'cliente', status: 'ativo' }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/credit-adjustments',
    url: () => `/api/admin/users/${targets.credits.id}/credit-adjustments`,
    payload: () => ({ quantidade: 5, motivo: 'Cortesia' }),
    adminStatus: 200,
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id',
    url: () => `/api/admin/users/${targets.remove.id}`,
    adminStatus: 204,
  },
  { method: 'GET', route: '/api/admin/workspaces', url: () => '/api/admin/workspaces', adminStatus: 200 },
  {
    method: 'GET',
    route: '/api/admin/workspaces/:id',
    url: () => `/api/admin/workspaces/${workspaceId}`,
    adminStatus: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/workspaces/:id/credit-adjustments',
    url: () => `/api/admin/workspaces/${workspaceId}/credit-adjustments`,
    payload: () => ({ quantidade: 2, motivo: 'Cortesia' }),
    adminStatus: 200,
  },
  { method: 'GET', route: '/api/admin/carousels', url: () => '/api/admin/carousels', adminStatus: 200 },
  {
    method: 'GET',
    route: '/api/admin/carousels/:id',
    url: () => '/api/admin/carousels/00000000-0000-4000-8000-000000000000',
    adminStatus: 404,
  },
  { method: 'GET', route: '/api/admin/payments', url: () => '/api/admin/payments', adminStatus: 200 },
  {
    method: 'POST',
    route: '/api/admin/payments/:id/refund',
    url: () => '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund',
    payload: () => ({ motivo: 'Pela matriz' }),
    adminStatus: 404,
  },
  {
    method: 'GET',
    route: '/api/admin/logs',
    url: () => '/api/admin/logs?page=1&pageSize=5',
    adminStatus: 200,
  },
  { method: 'GET', route: '/api/admin/stats', url: () => '/api/admin/stats', adminStatus: 200 },
  { method: 'GET', route: '/api/admin/writer', url: () => '/api/admin/writer', adminStatus: 200 },
  { method: 'GET', route: '/api/admin/templates', url: () => '/api/admin/templates', adminStatus: 200 },
  {
    method: 'POST',
    route: '/api/admin/templates',
    url: () => '/api/admin/templates',
    multipart: true,
    adminStatus: 201,
  },
  {
    method: 'PUT',
    route: '/api/admin/templates/:id',
    url: () => `/api/admin/templates/${templateId}`,
    multipart: true,
    adminStatus: 200,
  },
  {
    method: 'PUT',
    route: '/api/admin/templates/:id/ordem',
    url: () => `/api/admin/templates/${templateId}/ordem`,
    payload: () => ({ ordem: 3 }),
    adminStatus: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/templates/:id/move',
    url: () => `/api/admin/templates/${templateId}/move`,
    payload: () => ({ direction: 'up' }),
    adminStatus: 200,
  },
  {
    method: 'DELETE',
    route: '/api/admin/templates/:id',
    url: () => `/api/admin/templates/${templateId}`,
    adminStatus: 204,
  },
];

async function call(testCase: Case, user: TestUser | null, headers: Record<string, string> = {}) {
  if (testCase.multipart) {
    return sendTemplateForm(testApp, user, testCase.method as 'POST' | 'PUT', testCase.url(), {
      fields: { nome: 'Pela matriz', tipo: 'emocional' },
      image: { bytes: await makeImage() },
    });
  }
  return testApp.app.inject({
    method: testCase.method,
    url: testCase.url(),
    headers: { ...(user?.headers ?? {}), ...headers },
    ...(testCase.payload ? { payload: testCase.payload() } : {}),
  });
}

describe('authorization of every /api/admin endpoint', () => {
  it('the matrix covers every admin route the app serves (a new route must be added here)', () => {
    // printRoutes draws a tree: each line adds its segment to the path of the line above at lower depth.
    const served = new Set<string>();
    const stack: string[] = [];
    for (const line of testApp.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
      if (!match?.[2]) continue;
      const depth = (match[1] ?? '').length / 4;
      stack.length = depth;
      stack.push(match[2]);
      const route = stack.join('');
      if (!match[3] || !route.startsWith('/api/admin/') || route.startsWith('/api/admin/support-tickets'))
        continue;
      for (const method of match[3].split(', ')) if (method !== 'HEAD') served.add(`${method} ${route}`);
    }
    expect([...served].sort()).toEqual(
      CASES.map((testCase) => `${testCase.method} ${testCase.route}`).sort(),
    );
  });

  it.each(CASES.map((testCase) => [`${testCase.method} ${testCase.route}`, testCase] as const))(
    '%s: 401 without a session, 401 with a forged token',
    async (_name, testCase) => {
      const anonymous = await call(testCase, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'unauthorized', message: ADMIN_MESSAGES.noSession });
      const forged = await call(testCase, null, { authorization: 'Bearer not-a-real-token' });
      expect(forged.statusCode).toBe(401);
    },
  );

  it.each(CASES.map((testCase) => [`${testCase.method} ${testCase.route}`, testCase] as const))(
    '%s: 403 for a cliente, with no admin data in the answer',
    async (_name, testCase) => {
      const response = await call(testCase, cliente);
      expect(response.statusCode).toBe(403);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
      expect(response.json().code).toBe('forbidden');
    },
  );

  it("a cliente's attempts changed nothing", async () => {
    const { rows } = await testApp.ctx.pool.query(
      'select status, nome from profiles where id = any($1::uuid[]) order by nome',
      [[targets.status.id, targets.edit.id, targets.remove.id]],
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === 'ativo' && row.nome === 'Maria Teste')).toBe(true);
    const templates = await testApp.ctx.pool.query('select nome, ordem from templates where id = $1', [
      templateId,
    ]);
    expect(templates.rows).toEqual([{ nome: 'Matriz', ordem: 0 }]);
    const balance = await testApp.ctx.pool.query('select saldo_atual from creditos where id_workspace = $1', [
      workspaceId,
    ]);
    expect(balance.rows).toEqual([{ saldo_atual: 2 }]);
  });

  it.each(CASES.map((testCase) => [`${testCase.method} ${testCase.route}`, testCase] as const))(
    '%s: 2xx for an admin',
    async (_name, testCase) => {
      const response = await call(testCase, admin);
      expect(response.statusCode, response.body).toBe(testCase.adminStatus);
      if (testCase.adminStatus === 204) expect(response.body).toBe('');
    },
  );
});
