import { forgetActiveWorkspace, setActiveWorkspaceAccount } from '../../lib/active-workspace';
import { configureApiClient } from '../../lib/api-client';
import { getApiErrorStatus, isAccountBlockedError, requestSessionRefresh, requestSessionShare } from './api';
import { getBrowserSessionStorage, SESSION_CHANNEL_NAME } from './session-keys';
import { startSessionSharing } from './session-sharing';
import { createSessionStore } from './session-store';

/**
 * The one session of this tab. A module singleton rather than React state: the API client needs the token
 * before any component has rendered, and StrictMode's double renders must not create two stores that both
 * refresh (the second would present a refresh token the first just rotated away).
 */
export const sessionStore = createSessionStore({
  storage: getBrowserSessionStorage(),
  requestRefresh: requestSessionRefresh,
  getErrorStatus: getApiErrorStatus,
  isAccountBlocked: isAccountBlockedError,
});

// Every apiRequest carries the bearer token; a 401 gets one shared refresh before the session is given up.
configureApiClient({
  getAccessToken: sessionStore.getAccessToken,
  onUnauthorized: () => {
    void sessionStore.recoverFromUnauthorized();
  },
  // Blocked mid-session: no refresh can help, the session ends and the login screen says why.
  onAccountBlocked: () => {
    sessionStore.clearSession('blocked');
  },
});

// The active workspace is remembered per account: the signed-in one's choice applies (before any request
// goes out), and a session's end forgets it, so the next person on this computer starts on their own.
const bindWorkspaceAccount = () => {
  const accountId = sessionStore.getSnapshot().session?.user.id;
  if (accountId) setActiveWorkspaceAccount(accountId);
};
bindWorkspaceAccount();
sessionStore.subscribe(bindWorkspaceAccount);
sessionStore.onEvent((event) => {
  if (event.type === 'ended') forgetActiveWorkspace();
});

// The tabs of this browser share the session: a new tab borrows it from an open one (the guards wait), and a
// sign-out in any tab ends it in all. Without BroadcastChannel each tab simply keeps its own session.
if (typeof BroadcastChannel !== 'undefined') {
  const sharing = startSessionSharing({
    channel: new BroadcastChannel(SESSION_CHANNEL_NAME),
    store: sessionStore,
    requestShare: requestSessionShare,
  });
  if (sessionStore.getSnapshot().session === null) void sessionStore.borrowSession(sharing.borrow);
}
