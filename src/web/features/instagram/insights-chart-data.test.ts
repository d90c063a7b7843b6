import { describe, expect, it } from 'vitest';
import type { InsightsChartDay } from '../../../shared/instagram/schema';
import { barHeights, chartTotals, describeDay, labelledDays } from './insights-chart-data';

const day = (
  dia: string,
  posts: number,
  salvamentos: number,
  compartilhamentos: number,
): InsightsChartDay => ({
  dia,
  posts,
  salvamentos,
  compartilhamentos,
});

describe('the dashboard chart', () => {
  const days = [day('2026-11-25', 0, 0, 0), day('2026-11-26', 2, 40, 10), day('2026-11-27', 1, 0, 0)];

  it('sums the window', () => {
    expect(chartTotals(days)).toEqual({ posts: 3, salvamentos: 40, compartilhamentos: 10 });
    expect(chartTotals([])).toEqual({ posts: 0, salvamentos: 0, compartilhamentos: 0 });
  });

  it('draws saves and shares on one scale, the tallest full, a post without numbers as a sliver', () => {
    const [none, both, fresh] = barHeights(days);
    expect(none).toEqual({ salvamentos: 0, compartilhamentos: 0 });
    expect(both).toEqual({ salvamentos: 1, compartilhamentos: 0.25 });
    expect(fresh?.salvamentos).toBeGreaterThan(0);
    expect(fresh?.salvamentos).toBeLessThan(0.05);
  });

  it('labels the first day, each week, and the last without crowding it', () => {
    expect(labelledDays(30)).toEqual([0, 7, 14, 21, 29]);
    expect(labelledDays(29)).toEqual([0, 7, 14, 21, 28]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(0)).toEqual([]);
  });

  it('says a day in words', () => {
    expect(describeDay(day('2026-11-26', 1, 1234, 5), '26/11')).toBe(
      '26/11: 1 post, 1.234 salvamentos, 5 compartilhamentos',
    );
  });
});
