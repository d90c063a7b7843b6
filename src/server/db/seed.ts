import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { profiles } from './schema';

export interface SeededAdmin {
  email: string;
  /** Present only when we generated it: shown once on the console, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Creates the first admin on an empty database. Runs on every start; does nothing once any admin exists.
 * The advisory lock keeps two nodes starting together from both creating one.
 */
export async function seedFirstAdmin(
  db: Database,
  /** `hashPassword` is the accounts' own (auth/password.ts), handed in so the database knows no feature. */
  options: { email?: string; password?: string; hashPassword: (password: string) => Promise<string> },
): Promise<SeededAdmin | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7240312)`);
    const existing = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.tipo, 'admin'))
      .limit(1);
    if (existing.length > 0) return null;
    const email = (options.email ?? 'admin@localhost').trim().toLowerCase();
    const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
    const password = options.password ?? generatedPassword ?? '';
    // The personal workspace and its balance come with the profile (migrations 0028-0029).
    await tx.insert(profiles).values({
      nome: 'Administrador',
      email,
      tipo: 'admin',
      status: 'ativo',
      passwordHash: await options.hashPassword(password),
      emailVerifiedAt: new Date(),
    });
    return { email, ...(generatedPassword ? { generatedPassword } : {}) };
  });
}
