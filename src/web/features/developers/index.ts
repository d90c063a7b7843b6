/**
 * The developers feature's public surface: the card on "Minha conta". Its screens (`developers-page.tsx`,
 * /desenvolvedores, and `api-reference-page.tsx`, /desenvolvedores/api) are loaded by the router.
 */
export { DevelopersSection } from './developers-section';
