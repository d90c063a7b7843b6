/**
 * The brand kit feature's public surface: the dashboard's card. Its screen (`brand-kit-page.tsx`, "Minha
 * marca") is loaded by the router.
 */
export { BrandKitCard } from './brand-kit-card';
