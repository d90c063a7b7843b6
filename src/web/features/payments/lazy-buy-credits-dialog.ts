import { lazy } from 'react';

/**
 * The purchase flow (QR code, polling) as a lazy component: whoever shows it (the dashboard's button, the
 * credits screen) loads its code the first time it renders, inside a Suspense boundary.
 */
export const LazyBuyCreditsDialog = lazy(() =>
  import('./buy-credits-dialog').then((module) => ({ default: module.BuyCreditsDialog })),
);
