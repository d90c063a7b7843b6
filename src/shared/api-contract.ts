import type { EndpointGroup } from './endpoint';
import { PUBLIC_ROUTES } from './public-api/routes';

/**
 * Every declared endpoint of /api, by feature: the contract test checks that the server registers each of them
 * and registers no /api route that is not here (but for a short named list of routes that are no contract of
 * ours: health probes, providers' webhooks).
 */
export const API_CONTRACT = {
  public: PUBLIC_ROUTES,
} as const satisfies Record<string, EndpointGroup>;
