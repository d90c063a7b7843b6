import { endpoints } from '../endpoint';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
} from './api';

/**
 * The active workspace's webhook endpoints and their deliveries (docs/api.md): an editor reads them, the owner
 * creates, deletes and resends; a non-member's workspace answers 404.
 */
export const WEBHOOK_ENDPOINTS = endpoints({
  list: {
    method: 'GET',
    path: '/api/webhook-endpoints',
    answer: webhookEndpointListSchema,
    errors: ['not_found', 'forbidden'],
  },
  create: {
    method: 'POST',
    path: '/api/webhook-endpoints',
    body: createWebhookEndpointSchema,
    status: 201,
    answer: createdWebhookEndpointSchema,
    errors: ['validation_failed', 'conflict', 'not_found', 'forbidden'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/webhook-endpoints/:id',
    params: webhookEndpointParamsSchema,
    status: 204,
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
  deliveries: {
    method: 'GET',
    path: '/api/webhook-endpoints/:id/deliveries',
    params: webhookEndpointParamsSchema,
    answer: webhookDeliveryListSchema,
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
  /** Queues the delivery again; 202 with no body. */
  resend: {
    method: 'POST',
    path: '/api/webhook-endpoints/:id/deliveries/:entregaId/resend',
    params: webhookDeliveryParamsSchema,
    status: 202,
    errors: ['validation_failed', 'not_found', 'conflict', 'forbidden'],
  },
});
