import { z } from 'zod';
import { type UserEvent, userEventSchema } from '../../shared/realtime/events';

/**
 * The PostgreSQL NOTIFY channel of user events. Every node LISTENs to it once and forwards each event to its
 * own SSE clients of that user, so an event raised on any node (API or worker) reaches the user wherever their
 * stream is connected.
 */
export const USER_EVENTS_CHANNEL = 'carrossel_user_events';

const notificationSchema = userEventSchema.extend({ userId: z.uuid() });

export interface UserEventNotification {
  userId: string;
  event: UserEvent;
}

export function formatUserEventNotification(userId: string, event: UserEvent): string {
  return JSON.stringify({ userId, type: event.type, ...(event.id ? { id: event.id } : {}) });
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
  const { userId, type, id } = parsed.data;
  return { userId, event: id === undefined ? { type } : { type, id } };
}
