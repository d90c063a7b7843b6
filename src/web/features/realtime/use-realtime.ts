import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setActiveWorkspaceId, useActiveWorkspaceId } from '../../lib/active-workspace';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth';
import { applyUserEvent, syncUserData } from './apply-user-event';
import { createRealtimeConnection } from './realtime-connection';

/**
 * Mount once for signed-in users: keeps /api/events open and refreshes `me` and the credits on a credits event
 * and the carousel list on a carousel event. The spec's polling stays as the fallback when the stream is down.
 */
export function useRealtime(): void {
  const { user, getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const workspaceId = useActiveWorkspaceId();

  // A workspace switch closes the stream and opens the active workspace's (lib/active-workspace.ts names it).
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const connection = createRealtimeConnection({
      getAccessToken,
      createEventSource: (url) => new EventSource(url),
      onSync: () => syncUserData(queryClient),
      onEvent: (event) => applyUserEvent(queryClient, event),
      // Reading `me` again gets the API's verdict: 403 blocked or 401 (then one refresh) ends the session.
      onSessionEnded: () => void queryClient.refetchQueries({ queryKey: queryKeys.me }),
      // The events of the active workspace; removed from it, the app goes back to the personal one.
      workspaceId,
      onWorkspaceEnded: () => setActiveWorkspaceId(null),
    });
    connection.start();
    return () => connection.stop();
  }, [userId, workspaceId, getAccessToken, queryClient]);
}
