import { configureApiClient } from '../../lib/api-client';
import { getApiErrorStatus, requestSessionRefresh } from './api';
import { getBrowserSessionStorage } from './session-persistence';
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
});

// Every apiRequest carries the bearer token; a 401 gets one shared refresh before the session is given up.
configureApiClient({
  getAccessToken: sessionStore.getAccessToken,
  onUnauthorized: () => {
    void sessionStore.recoverFromUnauthorized();
  },
});
