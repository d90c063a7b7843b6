import path from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../../../src/server/db/embedded';
import { E2E_DATA_DIR } from './outbox';

/** The run's embedded PostgreSQL under DATA_DIR/pg, with the password the app generated for that DATA_DIR. */
async function connectE2EDatabase(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: runningEmbeddedUrl(path.join(E2E_DATA_DIR, 'pg')) });
  await client.connect();
  return client;
}

export async function withE2EDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectE2EDatabase();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Gives a seeded `pendente`/`processando` carousel a generation job queued a day from now: no worker runs it,
 * and the minute sweep (docs/decisions/0010-every-carousel-settles.md) sees a live job instead of settling a
 * carousel that nothing could finish. The seed must stay younger than the retry budget (about 17 minutes).
 */
export async function queueIdleGenerationJob(client: pg.Client, carouselId: string): Promise<void> {
  await client.query(
    `insert into pgboss.job (name, data, start_after)
     values ('carousel-generate', jsonb_build_object('carouselId', $1::text), now() + interval '1 day')`,
    [carouselId],
  );
}

/**
 * Keeps every generation from finishing until `release` is called: the worker's last step writes the carousel's
 * files into `arquivos`, and this holds a lock that lets others read that table but not write it. A screen can
 * then be seen with its carousels still Pendente/Processando, however fast the renderer is.
 */
export async function holdGenerationsBeforeFinishing(): Promise<{ release: () => Promise<void> }> {
  const client = await connectE2EDatabase();
  await client.query('begin');
  await client.query('lock table arquivos in exclusive mode');
  return {
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}
