/**
 * The credits feature's public surface: the balance and history cache, and the dashboard's credits card. Its
 * screen (`credits-page.tsx`) is loaded by the router.
 */
export { useCredits } from './credits-api';
export { CreditsCard } from './dashboard/credits-card';
