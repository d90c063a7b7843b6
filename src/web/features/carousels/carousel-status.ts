import type { CarouselStatusKind } from '../../../shared/carousels/status';
import type { BadgeVariant } from '../../components/ui/badge';

/** The badge colour of each status kind; the words and rules live in src/shared/carousels/status.ts. */
export const CAROUSEL_STATUS_VARIANTS: Record<CarouselStatusKind, BadgeVariant> = {
  done: 'success',
  processing: 'info',
  pending: 'warning',
  cancelled: 'secondary',
  error: 'destructive',
  unknown: 'outline',
};
