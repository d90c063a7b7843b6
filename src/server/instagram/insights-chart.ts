import { and, eq, gte, sql } from 'drizzle-orm';
import { lastSaoPauloDays, TIME_ZONE } from '../../shared/dates';
import { INSIGHTS_CHART_DAYS, type InsightsChart } from '../../shared/instagram/schema';
import type { Database } from '../db/client';
import { instagramPosts } from '../db/schema';

/** A stored metric as a number (0 before the post's insights were first read). */
const metric = (name: string) =>
  sql<number>`coalesce(sum((${instagramPosts.metricas} ->> ${name})::int), 0)::int`;

/**
 * The dashboard's chart (docs/instagram.md): the active workspace's Instagram posts published in the last 30 São
 * Paulo days, whoever of its members published them, counted by the São Paulo day they went out, with their latest
 * saves and shares summed. One grouped read of the workspace's published posts (the partial index
 * `instagram_posts_workspace_publicado_idx`); the days without posts are filled in here.
 */
export function createInsightsChartService(db: Database) {
  const day = sql<string>`to_char(${instagramPosts.publicadoEm} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const readDays = db
    .select({
      dia: day,
      posts: sql<number>`count(*)::int`,
      salvamentos: metric('salvamentos'),
      compartilhamentos: metric('compartilhamentos'),
    })
    .from(instagramPosts)
    .where(
      and(
        eq(instagramPosts.idWorkspace, sql.placeholder('workspaceId')),
        eq(instagramPosts.estado, 'publicado'),
        gte(instagramPosts.publicadoEm, sql.placeholder('start')),
      ),
    )
    .groupBy(day)
    .prepare('instagram_insights_chart');

  return {
    async lastDays(workspaceId: string, now = new Date()): Promise<InsightsChart> {
      const { days, start } = lastSaoPauloDays(INSIGHTS_CHART_DAYS, now);
      const rows = await readDays.execute({ workspaceId, start: start.toISOString() });
      const byDay = new Map(rows.map((row) => [row.dia, row]));
      return {
        dias: days.map((dia) => byDay.get(dia) ?? { dia, posts: 0, salvamentos: 0, compartilhamentos: 0 }),
      };
    },
  };
}

export type InsightsChartService = ReturnType<typeof createInsightsChartService>;
