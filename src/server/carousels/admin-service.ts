import type { AdminCarousel, AdminCarouselsPage, AdminCarouselsQuery } from '../../shared/admin/carousels';
import type { AppContext } from '../app-types';
import { getAdminCarousel, listAdminCarousels } from './admin-query';

/** Every user's carousels as the admin's Conteúdo screen reads them (read-only). */
export interface AdminCarouselsService {
  list(query: AdminCarouselsQuery): Promise<AdminCarouselsPage>;
  get(id: string): Promise<AdminCarousel>;
}

export function createAdminCarouselsService(ctx: AppContext): AdminCarouselsService {
  return {
    list: (query) => listAdminCarousels(ctx, query),
    get: (id) => getAdminCarousel(ctx, id),
  };
}
