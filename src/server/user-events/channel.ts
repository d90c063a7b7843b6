import { z } from 'zod';
import { type UserEvent, userEventSchema } from '../../shared/realtime/events';

/**
 * The PostgreSQL NOTIFY channel of user events. Every node LISTENs to it once and forwards each event to its
 * own SSE clients, so an event raised on any node (API or worker) reaches the user wherever their stream is
 * connected. An event names either one account (`userId`: its session, its support tickets; every stream of
 * the account hears it) or one workspace (`workspaceId`: its carousels and credits; every stream opened on the
 * workspace hears it, whichever member it is, docs/workspaces.md).
 */
export const USER_EVENTS_CHANNEL = 'carrossel_user_events';

const notificationSchema = userEventSchema
  .extend({ userId: z.uuid().optional(), workspaceId: z.uuid().optional() })
  .refine((value) => (value.userId === undefined) !== (value.workspaceId === undefined));

/** Who hears an event: one account's streams, or every stream opened on one workspace. */
export type EventAudience = { userId: string } | { workspaceId: string };

export type UserEventNotification = EventAudience & { event: UserEvent };

export function formatUserEventNotification(audience: EventAudience | string, event: UserEvent): string {
  const to = typeof audience === 'string' ? { userId: audience } : audience;
  return JSON.stringify({ ...to, type: event.type, ...(event.id ? { id: event.id } : {}) });
}

/** Null for anything that is not a well-formed user event (it is dropped, never forwarded half-read). */
export function parseUserEventNotification(payload: string | undefined): UserEventNotification | null {
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return null;
  const { userId, workspaceId, type, id } = parsed.data;
  const event: UserEvent = id === undefined ? { type } : { type, id };
  return workspaceId === undefined ? { userId: userId ?? '', event } : { workspaceId, event };
}
