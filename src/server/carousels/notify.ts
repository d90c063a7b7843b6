import type pg from 'pg';

/** Channel the realtime feature LISTENs to; payload `{userId, type, id}`. Delivered at commit. */
export const USER_EVENTS_CHANNEL = 'carrossel_user_events';

export async function publishCarouselChange(
  client: pg.PoolClient | pg.Pool,
  userId: string,
  carouselId: string,
  options: { credits?: boolean } = {},
): Promise<void> {
  await client.query('select pg_notify($1, $2)', [
    USER_EVENTS_CHANNEL,
    JSON.stringify({ userId, type: 'carousel', id: carouselId }),
  ]);
  if (options.credits) {
    await client.query('select pg_notify($1, $2)', [
      USER_EVENTS_CHANNEL,
      JSON.stringify({ userId, type: 'credits' }),
    ]);
  }
}
