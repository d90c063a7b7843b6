import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { AppError } from '../http/app-error';

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), db: z.literal('ok') }) } } },
    async () => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('service_unavailable', 'Banco de dados indisponível.');
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
}
