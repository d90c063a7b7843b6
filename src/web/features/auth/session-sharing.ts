import { z } from 'zod';
import { type Session, sessionSchema } from '../../../shared/auth/schemas';
import { OFFER_WAIT_MS } from './session-keys';
import type { SessionStore } from './session-store';

/** How long it then waits for the session itself (the open tab asks the server for a sibling session). */
export const HANDOVER_WAIT_MS = 5000;

/**
 * The handshake, all over BroadcastChannel (messages stay inside this browser and this origin; nothing is
 * written to localStorage):
 * 1. a tab without a session asks: `ask`;
 * 2. every tab with a session offers: `offer` (to the asker);
 * 3. the asker takes the first offer: `take` (to that tab only, so one sibling session is made, not one per tab);
 * 4. that tab asks the server for a sibling session and hands it over: `give`, or `decline` if it cannot.
 * Signing out in one tab tells the others: `signed-out`.
 */
const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ask'), from: z.string() }),
  z.object({ type: z.literal('offer'), from: z.string(), to: z.string() }),
  z.object({ type: z.literal('take'), from: z.string(), to: z.string() }),
  z.object({ type: z.literal('give'), to: z.string(), session: sessionSchema }),
  z.object({ type: z.literal('decline'), to: z.string() }),
  z.object({ type: z.literal('signed-out'), from: z.string() }),
]);
export type SessionTabMessage = z.infer<typeof messageSchema>;

/** The part of BroadcastChannel we use, so tests can pass Node's own BroadcastChannel. */
export interface TabChannel {
  postMessage: (message: SessionTabMessage) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

export interface SessionSharingOptions {
  channel: TabChannel;
  store: SessionStore;
  /** POST /api/auth/share-session: a sibling session for the asking tab. */
  requestShare: (refreshToken: string) => Promise<Session>;
  tabId?: string;
  offerWaitMs?: number;
  handoverWaitMs?: number;
}

export interface SessionSharing {
  /** Asks the other tabs for their session; null when no tab answers in time or none can share. */
  borrow: () => Promise<Session | null>;
  stop: () => void;
}

/** Lets this tab answer the others (share, follow a sign-out) and borrow from them. */
export function startSessionSharing(options: SessionSharingOptions): SessionSharing {
  const { channel, store, requestShare } = options;
  const tabId = options.tabId ?? crypto.randomUUID();
  const offerWaitMs = options.offerWaitMs ?? OFFER_WAIT_MS;
  const handoverWaitMs = options.handoverWaitMs ?? HANDOVER_WAIT_MS;
  const replyListeners = new Set<(message: SessionTabMessage) => void>();

  const post = (message: SessionTabMessage) => channel.postMessage(message);

  async function handOver(to: string): Promise<void> {
    const session = await store.shareSession(requestShare);
    post(session ? { type: 'give', to, session } : { type: 'decline', to });
  }

  function onMessage(event: MessageEvent): void {
    const parsed = messageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    const hasSession = store.getSnapshot().session !== null;
    switch (message.type) {
      case 'ask':
        if (hasSession && message.from !== tabId) post({ type: 'offer', from: tabId, to: message.from });
        return;
      case 'take':
        if (message.to === tabId) void handOver(message.from);
        return;
      case 'signed-out':
        if (hasSession && message.from !== tabId) store.clearSession('signed-out-elsewhere');
        return;
      default:
        if (message.to === tabId) for (const listener of replyListeners) listener(message);
    }
  }

  channel.addEventListener('message', onMessage);
  // Only a sign-out the user made here is told to the others; one that came from them is not echoed back.
  const stopEvents = store.onEvent((event) => {
    if (event.type === 'ended' && event.reason === 'signed-out') post({ type: 'signed-out', from: tabId });
  });

  function borrow(): Promise<Session | null> {
    return new Promise((resolve) => {
      let timer = setTimeout(() => finish(null), offerWaitMs);
      let hasTaken = false;
      const listener = (message: SessionTabMessage) => {
        if (message.type === 'offer' && !hasTaken) {
          hasTaken = true;
          clearTimeout(timer);
          timer = setTimeout(() => finish(null), handoverWaitMs);
          post({ type: 'take', from: tabId, to: message.from });
        } else if (message.type === 'give' && hasTaken) {
          finish(message.session);
        } else if (message.type === 'decline' && hasTaken) {
          finish(null);
        }
      };
      function finish(session: Session | null): void {
        clearTimeout(timer);
        replyListeners.delete(listener);
        resolve(session);
      }
      replyListeners.add(listener);
      post({ type: 'ask', from: tabId });
    });
  }

  return {
    borrow,
    stop() {
      channel.removeEventListener('message', onMessage);
      stopEvents();
      replyListeners.clear();
    },
  };
}
