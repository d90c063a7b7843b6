import type { AppContext, AppInstance } from '../app-types';

export interface ListedRoute {
  method: string;
  url: string;
}

/** Every route the app registered, by app (HEAD left out: Fastify adds one per GET). */
const routesByApp = new WeakMap<AppContext, ListedRoute[]>();

/**
 * Records each route as it is registered (call before any route plugin: the hook reaches the plugins
 * registered after it). The contract test compares this list with the declared endpoints.
 */
export function registerRouteList(app: AppInstance): void {
  const routes: ListedRoute[] = [];
  routesByApp.set(app.ctx, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
}

export const listRoutes = (ctx: AppContext): readonly ListedRoute[] => routesByApp.get(ctx) ?? [];
