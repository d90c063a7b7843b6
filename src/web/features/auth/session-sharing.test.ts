import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../shared/auth/schemas';
import { SESSION_STORAGE_KEY } from './session-keys';
import { mayHaveSession } from './session-probe';
import {
  type SessionSharing,
  type SessionTabMessage,
  startSessionSharing,
  type TabChannel,
} from './session-sharing';
import { createSessionStore, type SessionEndReason, type SessionStore } from './session-store';
import { buildSession, createMemoryStorage } from './test-support';

let channelName = 0;
const opened: { close: () => void }[] = [];
const running: SessionSharing[] = [];

afterEach(() => {
  for (const sharing of running.splice(0)) sharing.stop();
  for (const channel of opened.splice(0)) channel.close();
});

interface Tab {
  store: SessionStore;
  sharing: SessionSharing;
  requestShare: ReturnType<typeof vi.fn<(refreshToken: string) => Promise<Session>>>;
  requestRefresh: ReturnType<typeof vi.fn<(refreshToken: string) => Promise<Session>>>;
  endings: SessionEndReason[];
}

/** A browser: tabs on one real BroadcastChannel name (Node's, the same API as the browser's). */
function createBrowser() {
  const name = `carrossel-test-${++channelName}`;
  const openChannel = () => {
    const channel = new BroadcastChannel(name);
    opened.push(channel);
    return channel as unknown as TabChannel & { close: () => void };
  };
  return {
    openChannel,
    openTab(session: Session | null = null): Tab {
      const channel = openChannel();
      const requestShare = vi.fn(async () => buildSession());
      const requestRefresh = vi.fn(async () => buildSession());
      const tabStore = createSessionStore({
        storage: createMemoryStorage(),
        requestRefresh,
        getErrorStatus: () => null,
      });
      if (session) tabStore.setSession(session);
      const sharing = startSessionSharing({
        channel,
        store: tabStore,
        requestShare,
        offerWaitMs: 100,
        handoverWaitMs: 2000,
      });
      running.push(sharing);
      const endings: SessionEndReason[] = [];
      tabStore.onEvent((event) => {
        if (event.type === 'ended') endings.push(event.reason);
      });
      return { store: tabStore, sharing, requestShare, requestRefresh, endings };
    },
  };
}

describe('session sharing between tabs', () => {
  it('a new tab borrows a sibling session from an open tab, and waits (phase unknown) meanwhile', async () => {
    const browser = createBrowser();
    const opener = browser.openTab(buildSession());
    const openerSession = opener.store.getSnapshot().session;
    const newTab = browser.openTab();

    const borrowing = newTab.store.borrowSession(newTab.sharing.borrow);
    expect(newTab.store.getSnapshot().phase).toBe('unknown');
    await borrowing;

    const shared = await opener.requestShare.mock.results[0]?.value;
    expect(opener.requestShare).toHaveBeenCalledExactlyOnceWith(openerSession?.refresh_token);
    expect(newTab.store.getSnapshot()).toMatchObject({ phase: 'ready', session: shared });
    // The open tab keeps its own session: the server made a sibling, it did not rotate this one.
    expect(opener.store.getSnapshot().session).toEqual(openerSession);
  });

  it('with several open tabs, only the first to offer makes a sibling session', async () => {
    const browser = createBrowser();
    const tabs = [browser.openTab(buildSession()), browser.openTab(buildSession())];
    const newTab = browser.openTab();
    await newTab.store.borrowSession(newTab.sharing.borrow);
    expect(newTab.store.getSnapshot().session).not.toBeNull();
    expect(tabs.map((tab) => tab.requestShare.mock.calls.length).sort()).toEqual([0, 1]);
  });

  it('with no open tab the visitor is signed out once the short wait is over', async () => {
    const browser = createBrowser();
    const alone = browser.openTab();
    await alone.store.borrowSession(alone.sharing.borrow);
    expect(alone.store.getSnapshot()).toMatchObject({ phase: 'ready', session: null });
  });

  it('a tab whose server refuses to share declines, and the new tab is signed out at once', async () => {
    const browser = createBrowser();
    const opener = browser.openTab(buildSession());
    opener.requestShare.mockRejectedValueOnce(new Error('401'));
    const newTab = browser.openTab();
    const startedAt = Date.now();
    await newTab.store.borrowSession(newTab.sharing.borrow);
    expect(newTab.store.getSnapshot().session).toBeNull();
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  it('signing out in one tab signs out the others, without echoing back', async () => {
    const browser = createBrowser();
    const session = buildSession();
    const [first, second, third] = [browser.openTab(session), browser.openTab(session), browser.openTab()];
    first.store.clearSession('signed-out');
    await vi.waitFor(() => expect(second.store.getSnapshot().session).toBeNull());
    expect(second.endings).toEqual(['signed-out-elsewhere']);
    expect(first.endings).toEqual(['signed-out']);
    expect(third.endings).toEqual([]);
  });

  it('an expired session is not broadcast: each tab finds out from the server itself', async () => {
    const browser = createBrowser();
    const session = buildSession();
    const [first, second] = [browser.openTab(session), browser.openTab(session)];
    first.store.clearSession('expired');
    // A borrow round trip proves the channel delivered whatever was sent before it.
    const probe = browser.openTab();
    await probe.store.borrowSession(probe.sharing.borrow);
    expect(second.store.getSnapshot().session).toEqual(session);
  });

  it('a share waits for a refresh in flight and presents the refreshed token, never the rotated one', async () => {
    const browser = createBrowser();
    const opener = browser.openTab(buildSession());
    const refreshed = buildSession();
    let finishRefresh: (session: Session) => void = () => undefined;
    opener.requestRefresh.mockImplementationOnce(
      () =>
        new Promise<Session>((resolve) => {
          finishRefresh = resolve;
        }),
    );
    const shareSpy = vi.spyOn(opener.store, 'shareSession');
    const refreshing = opener.store.refreshSession();
    const newTab = browser.openTab();
    const borrowing = newTab.store.borrowSession(newTab.sharing.borrow);
    // The handshake reached the open tab while its refresh is still out: the share waits for it.
    await vi.waitFor(() => expect(shareSpy).toHaveBeenCalled());
    expect(opener.requestShare).not.toHaveBeenCalled();
    finishRefresh(refreshed);
    await refreshing;
    await borrowing;
    expect(opener.requestShare).toHaveBeenCalledExactlyOnceWith(refreshed.refresh_token);
  });
});

describe("the light entries' session probe (session-probe.ts), which asks the handshake's first question", () => {
  it('says yes at once for a tab that keeps a session entry, whatever it holds (the session code judges it)', async () => {
    const browser = createBrowser();
    const openChannel = vi.fn(browser.openChannel);
    const storage = createMemoryStorage({ [SESSION_STORAGE_KEY]: 'not json' });
    await expect(mayHaveSession({ storage, openChannel })).resolves.toBe(true);
    expect(openChannel).not.toHaveBeenCalled();
  });

  it('says yes when another open tab offers its session, and takes nothing from it (no sibling session made)', async () => {
    const browser = createBrowser();
    const openTab = browser.openTab(buildSession());
    // What the probe says on the channel: a `take` would have the open tab make a sibling session for it.
    const posted: SessionTabMessage[] = [];
    const openChannel = () => {
      const channel = browser.openChannel();
      const post = channel.postMessage.bind(channel);
      channel.postMessage = (message) => {
        posted.push(message);
        post(message);
      };
      return channel;
    };
    const answer = mayHaveSession({ storage: createMemoryStorage(), openChannel, offerWaitMs: 2000 });
    await expect(answer).resolves.toBe(true);
    expect(posted).toEqual([{ type: 'ask', from: expect.any(String) }]);
    expect(openTab.requestShare).not.toHaveBeenCalled();
  });

  it('says no when the open tabs have no session, after the same wait as a borrow', async () => {
    const browser = createBrowser();
    browser.openTab();
    const started = Date.now();
    await expect(
      mayHaveSession({ storage: createMemoryStorage(), openChannel: browser.openChannel, offerWaitMs: 150 }),
    ).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('ignores an offer made to another tab', async () => {
    const browser = createBrowser();
    const other = browser.openChannel();
    other.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as { type: string };
      if (message.type === 'ask') other.postMessage({ type: 'offer', from: 'open-tab', to: 'someone-else' });
    });
    await expect(
      mayHaveSession({ storage: createMemoryStorage(), openChannel: browser.openChannel, offerWaitMs: 200 }),
    ).resolves.toBe(false);
  });

  it('says no without storage or a channel (a sandboxed page, a browser without BroadcastChannel)', async () => {
    await expect(mayHaveSession({ storage: null, openChannel: null })).resolves.toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    await expect(mayHaveSession({ storage: throwing, openChannel: null })).resolves.toBe(false);
  });
});
