import type { InsightsChartDay } from '../../../shared/instagram/schema';

export interface ChartTotals {
  posts: number;
  salvamentos: number;
  compartilhamentos: number;
}

/** The window's posts, saves and shares, summed over its days. */
export function chartTotals(days: readonly InsightsChartDay[]): ChartTotals {
  return days.reduce<ChartTotals>(
    (sum, day) => ({
      posts: sum.posts + day.posts,
      salvamentos: sum.salvamentos + day.salvamentos,
      compartilhamentos: sum.compartilhamentos + day.compartilhamentos,
    }),
    { posts: 0, salvamentos: 0, compartilhamentos: 0 },
  );
}

/**
 * Each day's bars as fractions of the tallest (0 to 1), saves and shares on one scale. A day with posts but no
 * saves or shares yet keeps a sliver, so the day a post went out is still seen.
 */
export function barHeights(
  days: readonly InsightsChartDay[],
): { salvamentos: number; compartilhamentos: number }[] {
  const tallest = Math.max(1, ...days.flatMap((day) => [day.salvamentos, day.compartilhamentos]));
  const MIN_WITH_POSTS = 0.02;
  return days.map((day) => {
    const floor = day.posts > 0 ? MIN_WITH_POSTS : 0;
    return {
      salvamentos: Math.max(floor, day.salvamentos / tallest),
      compartilhamentos: Math.max(floor, day.compartilhamentos / tallest),
    };
  });
}

/** The days labelled under the chart: the first, every `every`th one after it, and the last. */
export function labelledDays(count: number, every = 7): number[] {
  if (count <= 0) return [];
  const indexes = new Set<number>();
  for (let index = 0; index < count; index += every) indexes.add(index);
  // The last day's label, unless it would sit right against the previous one.
  const previous = Math.max(...indexes);
  if (count - 1 - previous >= every / 2 || previous === count - 1) indexes.add(count - 1);
  else {
    indexes.delete(previous);
    indexes.add(count - 1);
  }
  return [...indexes].sort((a, b) => a - b);
}

/** Posts, saves and shares in words: `1 post, 1.234 salvamentos, 5 compartilhamentos`. */
export function describeFigures(figures: ChartTotals): string {
  const posts = figures.posts === 1 ? '1 post' : `${figures.posts.toLocaleString('pt-BR')} posts`;
  return `${posts}, ${figures.salvamentos.toLocaleString('pt-BR')} salvamentos, ${figures.compartilhamentos.toLocaleString('pt-BR')} compartilhamentos`;
}

/** How a day reads to a screen reader and in the bar's tooltip. */
export function describeDay(day: InsightsChartDay, label: string): string {
  return `${label}: ${describeFigures(day)}`;
}
