import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './session-keys';
import { mayHaveSession } from './session-probe';
import { type SessionSharing, startSessionSharing, type TabChannel } from './session-sharing';
import { createSessionStore } from './session-store';
import { buildSession, createMemoryStorage } from './test-support';

let channelName = 0;
const opened: { close: () => void }[] = [];
const running: SessionSharing[] = [];

afterEach(() => {
  for (const sharing of running.splice(0)) sharing.stop();
  for (const channel of opened.splice(0)) channel.close();
});

/** A browser: tabs on one real BroadcastChannel name (Node's, the same API as the browser's). */
function createBrowser() {
  const name = `carrossel-probe-test-${++channelName}`;
  const openChannel = () => {
    const channel = new BroadcastChannel(name);
    opened.push(channel);
    return channel as unknown as TabChannel & { close: () => void };
  };
  return {
    openChannel,
    /** An open tab of the app, answering the others as session.ts makes it. */
    openAppTab(signedIn: boolean) {
      const store = createSessionStore({
        storage: createMemoryStorage(),
        requestRefresh: async () => buildSession(),
        getErrorStatus: () => null,
      });
      if (signedIn) store.setSession(buildSession());
      const requestShare = vi.fn(async () => buildSession());
      running.push(startSessionSharing({ channel: openChannel(), store, requestShare }));
      return { requestShare };
    },
  };
}

describe("the light entries' session probe", () => {
  it('says yes at once for a tab that keeps a session entry, whatever it holds (the session code judges it)', async () => {
    const browser = createBrowser();
    const openChannel = vi.fn(browser.openChannel);
    const storage = createMemoryStorage({ [SESSION_STORAGE_KEY]: 'not json' });
    await expect(mayHaveSession({ storage, openChannel })).resolves.toBe(true);
    expect(openChannel).not.toHaveBeenCalled();
  });

  it('says yes when another open tab offers its session, and takes nothing from it (no sibling session made)', async () => {
    const browser = createBrowser();
    const openTab = browser.openAppTab(true);
    const answer = mayHaveSession({
      storage: createMemoryStorage(),
      openChannel: browser.openChannel,
      offerWaitMs: 2000,
    });
    await expect(answer).resolves.toBe(true);
    expect(openTab.requestShare).not.toHaveBeenCalled();
  });

  it('says no when the open tabs have no session, or there is none, after the same wait as a borrow', async () => {
    const browser = createBrowser();
    browser.openAppTab(false);
    const started = Date.now();
    await expect(
      mayHaveSession({ storage: createMemoryStorage(), openChannel: browser.openChannel, offerWaitMs: 150 }),
    ).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await expect(
      mayHaveSession({ storage: createMemoryStorage(), openChannel: browser.openChannel, offerWaitMs: 50 }),
    ).resolves.toBe(false);
  });

  it('ignores an offer made to another tab', async () => {
    const browser = createBrowser();
    const other = browser.openChannel();
    other.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as { type: string; from: string };
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
