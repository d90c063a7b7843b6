/**
 * The carousels feature's public surface: what other features may import. Everything else in this folder is
 * internal (enforced by src/web/boundaries.test.ts).
 */
export { useCarousels } from './api';
export { CarouselStatusBadge } from './carousel-status-badge';
export type { Carousel } from './to-carousel';
