import { z } from 'zod';
import { endpoints } from '../endpoint';

export const REALTIME_ENDPOINTS = endpoints({
  /**
   * The signed-in user's events as Server-Sent Events (STREAM_EVENTS): their own, and those of the workspace
   * the stream is opened on. EventSource sends no headers, so the access token and the workspace (what
   * `X-Workspace-Id` says elsewhere; the personal workspace without it) come in the query instead.
   */
  stream: {
    method: 'GET',
    path: '/api/events',
    query: z.object({
      access_token: z.string().max(4096).optional(),
      workspace: z.string().max(64).optional(),
    }),
    errors: ['not_found', 'rate_limited', 'service_unavailable'],
  },
});
