import { z } from 'zod';

/**
 * What GET /api/events sends (Server-Sent Events, one JSON object per `data:` line). The stream only says
 * WHAT changed; the web app then refetches through the normal API, so an event never carries data that could
 * go stale or leak, and a missed event is healed by the refetch on reconnection ('ready').
 */
export const USER_EVENT_TYPES = ['credits', 'carousel', 'session', 'support'] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

export const userEventSchema = z.object({
  type: z.enum(USER_EVENT_TYPES),
  /** The carousel (or payment, or support ticket) that changed, when there is one. */
  id: z.string().optional(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/**
 * `session` travels only between server nodes (the user's sessions or standing changed) and is never sent to a
 * browser: the stream re-checks its own session and, when it no longer holds, sends `session_ended` and closes.
 *
 * SSE event names. `ready`: the stream is live (sent on every connection; after a reconnection the client
 * refetches everything, since events may have been missed). `resync`: the server lost its own database
 * listener for a moment and asks the same. `session_ended`: the session was revoked or the account blocked,
 * deleted or made pendente; the stream closes and the client asks the API why (a refresh answers it).
 * `workspace_ended`: the member was removed from the stream's workspace, or it was deleted; the stream closes
 * and the client goes back to its personal workspace. Unnamed messages carry a UserEvent.
 */
export const STREAM_EVENTS = {
  ready: 'ready',
  resync: 'resync',
  sessionEnded: 'session_ended',
  workspaceEnded: 'workspace_ended',
} as const;
