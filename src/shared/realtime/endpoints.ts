import { z } from 'zod';
import { endpoints } from '../endpoint';

export const REALTIME_ENDPOINTS = endpoints({
  /**
   * The signed-in user's events as Server-Sent Events (STREAM_EVENTS). EventSource sends no headers, so the
   * access token may come in the query instead.
   */
  stream: {
    method: 'GET',
    path: '/api/events',
    query: z.object({ access_token: z.string().max(4096).optional() }),
    errors: ['rate_limited', 'service_unavailable'],
  },
});
