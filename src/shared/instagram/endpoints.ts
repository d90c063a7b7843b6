import { z } from 'zod';
import { endpoints } from '../endpoint';
import { PUBLISH_ERRORS } from '../publishing/schema';
import {
  type InstagramPublishInput,
  insightsChartSchema,
  instagramConnectResponseSchema,
  instagramPostListSchema,
  instagramPostSchema,
  instagramStatusSchema,
} from './schema';

const carouselParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });
const postParams = z.object({ id: z.uuid({ error: 'Publicação não encontrada.' }) });

/**
 * Connect, show and remove the active workspace's Instagram account; publish, list and cancel a carousel's posts
 * (a leitor sees, an editor publishes and cancels, a dono connects and disconnects). Meta's sign-in
 * return and the slide files Meta downloads are no calls of the app (not declared).
 */
export const INSTAGRAM_ENDPOINTS = endpoints({
  /** Whether publishing is on for this server, and the connected account. */
  status: { method: 'GET', path: '/api/instagram', answer: instagramStatusSchema, errors: ['not_found'] },
  /** The authorization window's address (the answer also sets the callback's cookie). */
  connect: {
    method: 'POST',
    path: '/api/instagram/connect',
    answer: instagramConnectResponseSchema,
    errors: ['service_unavailable', 'not_found', 'forbidden'],
  },
  disconnect: { method: 'DELETE', path: '/api/instagram', status: 204, errors: ['not_found', 'forbidden'] },
  posts: {
    method: 'GET',
    path: '/api/carousels/:id/instagram',
    params: carouselParams,
    answer: instagramPostListSchema,
    errors: ['validation_failed', 'not_found'],
  },
  /** The body is checked by the server's service, with its messages. */
  publish: {
    method: 'POST',
    path: '/api/carousels/:id/instagram',
    params: carouselParams,
    body: z.custom<InstagramPublishInput>(),
    status: 201,
    answer: instagramPostSchema,
    errors: PUBLISH_ERRORS,
    idempotent: true,
  },
  /** The dashboard's chart: the active workspace's posts of the last 30 São Paulo days, by saves and shares. */
  insightsChart: {
    method: 'GET',
    path: '/api/instagram/desempenho',
    answer: insightsChartSchema,
    errors: ['not_found'],
  },
  /** "Atualizar números": the post's insights read now. */
  insights: {
    method: 'POST',
    path: '/api/instagram/posts/:id/insights',
    params: postParams,
    answer: instagramPostSchema,
    errors: ['validation_failed', 'not_found', 'conflict', 'service_unavailable'],
  },
  cancel: {
    method: 'POST',
    path: '/api/instagram/posts/:id/cancel',
    params: postParams,
    answer: instagramPostSchema,
    errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
  },
});
