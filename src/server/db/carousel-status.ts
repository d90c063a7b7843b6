import { type SQL, sql } from 'drizzle-orm';
import {
  type CarouselStatusSet,
  carouselStatusesOf,
  FAILED_STATUS_PREFIX,
} from '../../shared/carousels/status';
import { carrosseis } from './schema';

/**
 * The SQL test of a carousel status set (src/shared/carousels/status.ts), after the column: `in ('concluido',
 * 'completo')`, or `like 'erro%'` for failed. The words are the shared constants, never input, so they are
 * written inline and the statement reads as before.
 */
function predicate(set: CarouselStatusSet): string {
  if (set === 'failed') return `like '${FAILED_STATUS_PREFIX}%'`;
  return `in (${carouselStatusesOf(set)
    .map((status) => `'${status}'`)
    .join(', ')})`;
}

/** `carrosseis.status` in a set, for drizzle queries: `where(carouselStatusIn('finished'))`. */
export function carouselStatusIn(set: CarouselStatusSet): SQL {
  return sql`${carrosseis.status} ${sql.raw(predicate(set))}`;
}

/** The same test as text for hand-written statements, on `column` (default `status`, or `c.status`). */
export function carouselStatusSql(set: CarouselStatusSet, column = 'status'): string {
  return `${column} ${predicate(set)}`;
}
