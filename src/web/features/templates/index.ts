/**
 * The templates feature's public surface: the list a cliente chooses from on /criar. Its admin screen
 * (`admin/templates-page.tsx`) is loaded by the router.
 */
export { useTemplates } from './api';
