/**
 * The public read behind /c/{token} (SHARE_LINK_ENDPOINTS.open declares it with its schemas): its path, in a
 * module without zod, so the shared carousel's light entry calls it without loading the API's schemas
 * (docs/decisions/0018-fast-on-a-phone.md).
 */
export const SHARED_CAROUSEL_PATH = '/api/compartilhado/:token';
