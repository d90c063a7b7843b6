import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/password';
import { applyCreditChange, personalWorkspaceId } from '../../src/server/credits/ledger';
import { profiles } from '../../src/server/db/schema';
import { withTransaction } from '../../src/server/db/transaction';
import type { Session } from '../../src/shared/auth/schemas';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  nome: string;
  email: string;
  senha: string;
  session: Session;
  /** `{ authorization: 'Bearer ...' }` for app.inject, with the workspace it acts in when not the personal one. */
  headers: { authorization: string; 'x-workspace-id'?: string };
}

let cachedHash: { senha: string; hash: Promise<string> } | undefined;

/**
 * An active, verified user created straight in the database (sign-up has its own tests), signed in through
 * the real login route. `credits` is the starting balance, written through the ledger.
 */
export async function createUser(
  testApp: TestApp,
  options: {
    tipo?: 'admin' | 'cliente';
    credits?: number;
    nome?: string;
    email?: string;
    senha?: string;
  } = {},
): Promise<TestUser> {
  const senha = options.senha ?? 'senha-forte-123';
  if (cachedHash?.senha !== senha) cachedHash = { senha, hash: hashPassword(senha) };
  const email = options.email ?? `u${randomBytes(5).toString('hex')}@exemplo.com`;
  const nome = options.nome ?? 'Maria Teste';
  const id = await withTransaction(testApp.ctx.pool, async ({ db }) => {
    const [row] = await db
      .insert(profiles)
      .values({
        nome,
        email,
        tipo: options.tipo ?? 'cliente',
        status: 'ativo',
        passwordHash: await (cachedHash as { hash: Promise<string> }).hash,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: profiles.id });
    if (!row) throw new Error('no profile');
    const credits = options.credits ?? (options.tipo === 'admin' ? 0 : 2);
    if (credits > 0) {
      await applyCreditChange(db, {
        workspaceId: await personalWorkspaceId(db, row.id),
        userId: row.id,
        kind: 'bonus_cadastro',
        delta: credits,
        descricao: 'Bônus de cadastro',
      });
    }
    return row.id;
  });
  const session = await login(testApp, email, senha);
  return { id, nome, email, senha, session, headers: { authorization: `Bearer ${session.access_token}` } };
}

export async function login(testApp: TestApp, email: string, senha: string): Promise<Session> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as Session;
}

/** The seeded admin of startTestApp, signed in. */
export async function loginAdmin(testApp: TestApp): Promise<TestUser> {
  const session = await login(testApp, 'admin@carrossel.test', 'admin-secret-123');
  return {
    id: session.user.id,
    nome: session.user.nome,
    email: session.user.email,
    senha: 'admin-secret-123',
    session,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}
