import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { countPendingMigrations } from '../db/migrate';
import { AppError, dbUnavailable } from '../http/app-error';

export function healthRoutes() {
  return async (app: AppInstance): Promise<void> => {
    app.get(
      '/api/health',
      { schema: { response: { 200: z.object({ status: z.literal('ok'), db: z.literal('ok') }) } } },
      async () => {
        try {
          await app.ctx.db.execute(sql`select 1`);
        } catch (error) {
          // 503 while PostgreSQL is away, 200 again at the first query that works (the pool reconnects).
          app.log.warn({ err: error }, 'health check: database unreachable');
          throw dbUnavailable();
        }
        return { status: 'ok' as const, db: 'ok' as const };
      },
    );
  };
}

const probeSchema = z.object({ status: z.literal('ok') });
const READY_PARTS = { db: 'banco de dados', migrations: 'migrações', storage: 'armazenamento' } as const;

/**
 * Probes for orchestrators. Live: the process answers (restart it when this fails). Ready: it can do its work,
 * that is the database answers, every migration is applied and the storage answers (take it out of the load
 * balancer when this fails; it comes back by itself).
 */
export function probeRoutes() {
  return async (app: AppInstance): Promise<void> => {
    app.get(
      '/api/health/live',
      { logLevel: 'warn', schema: { response: { 200: probeSchema } } },
      async () => ({
        status: 'ok' as const,
      }),
    );

    app.get(
      '/api/health/ready',
      { logLevel: 'warn', schema: { response: { 200: probeSchema } } },
      async () => {
        const { pool, storage } = app.ctx;
        const failed: (keyof typeof READY_PARTS)[] = [];
        const pending = await countPendingMigrations(pool).catch((error: unknown) => {
          app.log.warn({ err: error }, 'readiness: database unreachable');
          failed.push('db');
          return 0;
        });
        if (pending > 0) failed.push('migrations');
        await storage.check().catch((error: unknown) => {
          app.log.warn({ err: error }, 'readiness: storage unreachable');
          failed.push('storage');
        });
        if (failed.length > 0) {
          throw new AppError(
            'service_unavailable',
            `Serviço não está pronto: ${failed.map((part) => READY_PARTS[part]).join(', ')}.`,
          );
        }
        return { status: 'ok' as const };
      },
    );
  };
}
