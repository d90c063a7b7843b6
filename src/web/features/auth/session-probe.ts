import {
  getBrowserSessionStorage,
  type KeyValueStorage,
  OFFER_WAIT_MS,
  SESSION_CHANNEL_NAME,
  SESSION_STORAGE_KEY,
} from './session-keys';
import type { SessionTabMessage, TabChannel } from './session-sharing';

/*
 * The light entries' first session check (app/light-entry.tsx, docs/decisions/0018-fast-on-a-phone.md): whether
 * this tab may already be signed in, found without the session's code (zod, the auth API and its schemas, TanStack
 * Query: about 30 KB brotli, and one long task to evaluate on a phone). Only when it may does the page load that
 * code, which then applies every rule as before: a stored session read and checked (an unreadable one dropped), a
 * due one refreshed, another tab's session borrowed through the whole handshake of session-sharing.ts. A visitor
 * who is not signed in (nearly every visit of /login and /register) never loads it before acting.
 */

export interface SessionProbeOptions {
  /** This tab's sessionStorage (null where there is none). */
  storage: KeyValueStorage | null;
  /** Opens the tabs' channel (null where BroadcastChannel does not exist: each tab then keeps its own session). */
  openChannel: (() => TabChannel & { close: () => void }) | null;
  offerWaitMs?: number;
  tabId?: string;
}

/** Reads the stored entry as text only: anything there (even unreadable) is the session code's to judge. */
function hasStoredEntry(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(SESSION_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

const isOfferTo = (data: unknown, tabId: string): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'offer' &&
  (data as { to?: unknown }).to === tabId;

/**
 * Resolves true when this tab keeps a session entry, or when another tab of the browser offers its session within
 * OFFER_WAIT_MS (the handshake's first step, asked exactly as session-sharing.ts asks: an open tab answers the
 * same); false otherwise, as the session code would conclude (no session kept, and no tab answering in time).
 */
export function mayHaveSession(options: SessionProbeOptions): Promise<boolean> {
  if (hasStoredEntry(options.storage)) return Promise.resolve(true);
  if (!options.openChannel) return Promise.resolve(false);
  const channel = options.openChannel();
  const tabId = options.tabId ?? crypto.randomUUID();
  return new Promise((resolve) => {
    const finish = (answer: boolean) => {
      clearTimeout(timer);
      channel.removeEventListener('message', listen);
      channel.close();
      resolve(answer);
    };
    const listen = (event: MessageEvent) => {
      if (isOfferTo(event.data, tabId)) finish(true);
    };
    const timer = setTimeout(() => finish(false), options.offerWaitMs ?? OFFER_WAIT_MS);
    channel.addEventListener('message', listen);
    const ask: SessionTabMessage = { type: 'ask', from: tabId };
    channel.postMessage(ask);
  });
}

/** The probe on this browser's sessionStorage and BroadcastChannel. */
export function mayHaveSessionInThisTab(): Promise<boolean> {
  return mayHaveSession({
    storage: getBrowserSessionStorage(),
    openChannel:
      typeof BroadcastChannel === 'undefined' ? null : () => new BroadcastChannel(SESSION_CHANNEL_NAME),
  });
}
