import { z } from 'zod';
import { endpoints } from '../endpoint';
import { PUBLISH_ERRORS } from '../publishing/schema';
import {
  type LinkedinPublishInput,
  linkedinConnectResponseSchema,
  linkedinPostListSchema,
  linkedinPostSchema,
  linkedinStatusSchema,
} from './schema';

const carouselParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });
const postParams = z.object({ id: z.uuid({ error: 'Publicação não encontrada.' }) });

/**
 * Connect, show and remove the active workspace's LinkedIn member; publish, list and cancel a carousel's LinkedIn
 * posts (a leitor sees, an editor publishes and cancels, a dono connects and disconnects).
 * LinkedIn's sign-in return is no call of the app (not declared).
 */
export const LINKEDIN_ENDPOINTS = endpoints({
  /** Whether LinkedIn publishing is on for this server, and the connected member. */
  status: { method: 'GET', path: '/api/linkedin', answer: linkedinStatusSchema, errors: ['not_found'] },
  /** The authorization window's address (the answer also sets the callback's cookie). */
  connect: {
    method: 'POST',
    path: '/api/linkedin/connect',
    answer: linkedinConnectResponseSchema,
    errors: ['service_unavailable', 'not_found', 'forbidden'],
  },
  disconnect: { method: 'DELETE', path: '/api/linkedin', status: 204, errors: ['not_found', 'forbidden'] },
  posts: {
    method: 'GET',
    path: '/api/carousels/:id/linkedin',
    params: carouselParams,
    answer: linkedinPostListSchema,
    errors: ['validation_failed', 'not_found'],
  },
  /** The body is checked by the server's service, with its messages. */
  publish: {
    method: 'POST',
    path: '/api/carousels/:id/linkedin',
    params: carouselParams,
    body: z.custom<LinkedinPublishInput>(),
    status: 201,
    answer: linkedinPostSchema,
    errors: PUBLISH_ERRORS,
    idempotent: true,
  },
  cancel: {
    method: 'POST',
    path: '/api/linkedin/posts/:id/cancel',
    params: postParams,
    answer: linkedinPostSchema,
    errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
  },
});
