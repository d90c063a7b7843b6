import { ACCOUNT_ENDPOINTS } from './account/endpoints';
import {
  ADMIN_CAROUSEL_ENDPOINTS,
  ADMIN_LOG_ENDPOINTS,
  ADMIN_STATS_ENDPOINTS,
  ADMIN_USER_ENDPOINTS,
  ADMIN_WORKSPACE_ENDPOINTS,
} from './admin/endpoints';
import { API_KEY_ENDPOINTS } from './api-keys/endpoints';
import { AUTH_ENDPOINTS } from './auth/endpoints';
import { BATCH_ENDPOINTS } from './batches/endpoints';
import { BRAND_KIT_ENDPOINTS, BRAND_KITS_ENDPOINTS } from './brand-kit/endpoints';
import { CAROUSEL_ENDPOINTS } from './carousels/endpoints';
import { CREDITS_ENDPOINTS } from './credits/endpoints';
import type { EndpointGroup } from './endpoint';
import { INSTAGRAM_ENDPOINTS } from './instagram/endpoints';
import { LINKEDIN_ENDPOINTS } from './linkedin/endpoints';
import { ADMIN_PAYMENT_ENDPOINTS, PAYMENT_ENDPOINTS } from './payments/endpoints';
import { PUBLIC_ROUTES } from './public-api/routes';
import { REALTIME_ENDPOINTS } from './realtime/endpoints';
import { SHARE_LINK_ENDPOINTS } from './share-links/endpoints';
import { ADMIN_SUPPORT_ENDPOINTS, SUPPORT_ENDPOINTS } from './support/endpoints';
import { ADMIN_TEMPLATE_ENDPOINTS, TEMPLATE_ENDPOINTS } from './templates/endpoints';
import { UPLOAD_ENDPOINTS } from './uploads';
import { WEBHOOK_ENDPOINTS } from './webhooks/endpoints';
import { WORKSPACE_ENDPOINTS, WORKSPACE_MEMBER_ENDPOINTS } from './workspaces/endpoints';

/**
 * Every declared endpoint of /api, by feature: the contract test checks that the server registers each of them
 * and registers no /api route that is not here (but for a short named list of routes that are no contract of
 * ours: health probes, providers' webhooks).
 */
export const API_CONTRACT = {
  auth: AUTH_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  templates: TEMPLATE_ENDPOINTS,
  adminTemplates: ADMIN_TEMPLATE_ENDPOINTS,
  credits: CREDITS_ENDPOINTS,
  brandKit: BRAND_KIT_ENDPOINTS,
  brandKits: BRAND_KITS_ENDPOINTS,
  shareLinks: SHARE_LINK_ENDPOINTS,
  support: SUPPORT_ENDPOINTS,
  adminSupport: ADMIN_SUPPORT_ENDPOINTS,
  adminUsers: ADMIN_USER_ENDPOINTS,
  adminLogs: ADMIN_LOG_ENDPOINTS,
  adminWorkspaces: ADMIN_WORKSPACE_ENDPOINTS,
  uploads: UPLOAD_ENDPOINTS,
  apiKeys: API_KEY_ENDPOINTS,
  webhooks: WEBHOOK_ENDPOINTS,
  batches: BATCH_ENDPOINTS,
  payments: PAYMENT_ENDPOINTS,
  adminPayments: ADMIN_PAYMENT_ENDPOINTS,
  realtime: REALTIME_ENDPOINTS,
  adminStats: ADMIN_STATS_ENDPOINTS,
  adminCarousels: ADMIN_CAROUSEL_ENDPOINTS,
  carousels: CAROUSEL_ENDPOINTS,
  instagram: INSTAGRAM_ENDPOINTS,
  linkedin: LINKEDIN_ENDPOINTS,
  workspaces: WORKSPACE_ENDPOINTS,
  workspaceMembers: WORKSPACE_MEMBER_ENDPOINTS,
  public: PUBLIC_ROUTES,
} as const satisfies Record<string, EndpointGroup>;
