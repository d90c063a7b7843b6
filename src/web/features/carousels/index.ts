/**
 * The carousels feature's public surface: what other features and the route modules may import. Everything
 * else in this folder is internal (enforced by src/boundaries.test.ts). Its screens (`*-page.tsx`) are loaded
 * by the router one by one.
 */
export { useCarousels } from './api';
export { CarouselStatusBadge } from './carousel-status-badge';
export { FORMAT_ASPECT } from './create/template-image';
export { type CoverState, useCoverUpload } from './create/use-cover-upload';
export { CarouselStats } from './dashboard/carousel-stats';
export { CreateCarouselCard } from './dashboard/create-carousel-card';
export { RecentCarouselsCard } from './dashboard/recent-carousels-card';
export type { Carousel } from './to-carousel';
