import { z } from 'zod';

/**
 * What GET /api/events sends (Server-Sent Events, one JSON object per `data:` line). The stream only says
 * WHAT changed; the web app then refetches through the normal API, so an event never carries data that could
 * go stale or leak, and a missed event is healed by the refetch on reconnection ('ready').
 */
export const USER_EVENT_TYPES = ['credits', 'carousel'] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

export const userEventSchema = z.object({
  type: z.enum(USER_EVENT_TYPES),
  /** The carousel (or payment) that changed, when there is one. */
  id: z.string().optional(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/**
 * SSE event names. `ready`: the stream is live (sent on every connection; after a reconnection the client
 * refetches everything, since events may have been missed). `resync`: the server lost its own database
 * listener for a moment and asks the same. Unnamed messages carry a UserEvent.
 */
export const STREAM_EVENTS = { ready: 'ready', resync: 'resync' } as const;
