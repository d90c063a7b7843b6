/**
 * The credits feature's public surface: the balance and history cache, and the dashboard's pieces. Its
 * screen (`credits-page.tsx`) is loaded by the router.
 */
export { useCredits } from './credits-api';
export { BuyCreditsButton } from './dashboard/buy-credits-button';
export { CreditsCard } from './dashboard/credits-card';
