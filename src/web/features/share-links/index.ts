/** Share links: the owner's controls on the download page, and the public page at /c/{token} (router-loaded). */
export { ShareLinksCard } from './share-links-card';
