import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { REALTIME_ENDPOINTS } from '../../shared/realtime/endpoints';
import { STREAM_EVENTS } from '../../shared/realtime/events';
import { WORKSPACE_HEADER } from '../../shared/workspaces/roles';
import type { AppInstance } from '../app-types';
import { findRequestUser, getUser, requireUser } from '../auth/guards';
import { forgetAllStandings, forgetStanding } from '../auth/standing-cache';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { getWorkspace, requireWorkspace } from '../workspaces/active-workspace';
import { type EventStream, openEventStream } from './event-stream';
import type { HubMessage, UserEventHub } from './user-event-hub';

/** Under the 60 s idle timeout of common proxies and load balancers. */
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;
/** Tabs of one person on one node; more is a leak or abuse, and each stream holds a socket. */
const MAX_STREAMS_PER_USER = 10;

const eventsQuerySchema = REALTIME_ENDPOINTS.stream.query;

/**
 * The browser's EventSource cannot send an Authorization header, and this API keeps no session cookie (the
 * token lives in the tab's sessionStorage), so GET /api/events alone also accepts the access token as
 * `?access_token=`. It is checked exactly like the header (requireUser). The URL would carry a credential,
 * so this route logs only warnings (no request lines with the URL), and the token is short-lived.
 */
async function copyQueryTokenToHeader(request: FastifyRequest): Promise<void> {
  const { access_token: token, workspace } = eventsQuerySchema.parse(request.query);
  if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
  // The workspace is checked exactly like the header everywhere else (requireWorkspace: 404 for a non-member).
  if (workspace && !request.headers[WORKSPACE_HEADER.toLowerCase()]) {
    request.headers[WORKSPACE_HEADER.toLowerCase()] = workspace;
  }
}

/** Whether the account is still a member of the workspace, read fresh (never from the second-long memory). */
async function isStillMember(request: FastifyRequest, userId: string, workspaceId: string): Promise<boolean> {
  const { rows } = await request.server.ctx.pool.query(
    'select 1 from workspace_membros where id_workspace = $1 and id_usuario = $2',
    [workspaceId, userId],
  );
  return rows.length > 0;
}

/** When the access token stops being valid; the stream ends then, so a revoked session cannot keep it. */
function readTokenExpiry(request: FastifyRequest): number | null {
  const token = request.headers.authorization?.slice(7).trim() ?? '';
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** GET /api/events on the node's one event hub (built by the composition root, which also closes it). */
export function realtimeRoutes(hub: UserEventHub) {
  return async (app: AppInstance): Promise<void> => {
    const { logger } = app.ctx;
    const streams = new Set<EventStream>();

    // Open streams never go idle, so the server could not close while one is connected.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.close();
    });

    // This node forgets a user's remembered sessions when their standing changes on any node, and everyone's when
    // events may have been lost (auth/standing-cache.ts); without the listener, the memory still ends in a second.
    await hub
      .subscribeAll((message, userId) => {
        if (message.kind === 'resync') forgetAllStandings();
        else if (message.event.type === 'session' && userId) forgetStanding(userId);
      })
      .catch((error: unknown) => {
        logger.warn(
          { err: error },
          'realtime: session changes unheard for now; remembered sessions expire by themselves',
        );
      });

    routeEndpoint(
      app,
      REALTIME_ENDPOINTS.stream,
      { logLevel: 'warn', onRequest: [copyQueryTokenToHeader, requireUser, requireWorkspace('leitor')] },
      async (request, reply) => {
        const user = getUser(request);
        const workspace = getWorkspace(request);
        if (hub.countSubscribers(user.id) >= MAX_STREAMS_PER_USER) {
          throw new AppError('rate_limited', 'Muitas conexões abertas. Feche outras abas e tente de novo.');
        }
        let stream: EventStream | null = null;
        let isChecking = false;
        let isCheckAgain = false;
        /**
         * Closes the stream when the session it was opened with no longer holds (revoked, blocked, deleted...),
         * or when the member was removed from its workspace or the workspace deleted (read fresh).
         */
        const recheckSession = async (): Promise<void> => {
          // One check at a time; an event during a check earns one more check after it (it may have missed it).
          if (isChecking) {
            isCheckAgain = true;
            return;
          }
          isChecking = true;
          const stillValid = await findRequestUser(request, { fresh: true })
            .then((current) => current !== null)
            .catch((error: unknown) => {
              // A blocked account is an AppError; a database hiccup is not a revocation.
              if (error instanceof AppError) return false;
              request.log.warn({ err: error }, 'realtime: could not re-check a session');
              return true;
            });
          const stillMember =
            stillValid &&
            (await isStillMember(request, user.id, workspace.id).catch((error: unknown) => {
              request.log.warn({ err: error }, 'realtime: could not re-check a membership');
              return true;
            }));
          isChecking = false;
          if (!stillValid) {
            stream?.send({ event: STREAM_EVENTS.sessionEnded, data: {} });
            stream?.close();
          } else if (!stillMember) {
            stream?.send({ event: STREAM_EVENTS.workspaceEnded, data: {} });
            stream?.close();
          } else if (isCheckAgain) {
            isCheckAgain = false;
            await recheckSession();
          }
        };
        const forward = (message: HubMessage) => {
          if (message.kind === 'resync') {
            stream?.send({ event: STREAM_EVENTS.resync, data: {} });
            // A revocation may have been among the lost notifications.
            void recheckSession();
          } else if (message.event.type === 'session') void recheckSession();
          else stream?.send({ data: message.event });
        };
        let unsubscribe: () => void;
        try {
          // The account's own events (its session, its support tickets) and the workspace's, every member's.
          const unsubscribers = await Promise.all([
            hub.subscribe(user.id, forward),
            hub.subscribe({ workspaceId: workspace.id }, forward),
          ]);
          unsubscribe = () => {
            for (const stop of unsubscribers) stop();
          };
        } catch (error) {
          request.log.error({ err: error }, 'realtime: cannot listen');
          throw new AppError('service_unavailable', 'Atualizações em tempo real indisponíveis no momento.');
        }

        reply.hijack();
        const expiresAt = readTokenExpiry(request);
        let expiryTimer: NodeJS.Timeout | undefined;
        const opened = openEventStream(reply.raw, {
          heartbeatMs: HEARTBEAT_MS,
          retryMs: RETRY_MS,
          headers: reply.getHeaders() as OutgoingHttpHeaders,
          onClose: () => {
            unsubscribe();
            clearTimeout(expiryTimer);
            streams.delete(opened);
          },
        });
        stream = opened;
        streams.add(opened);
        if (expiresAt !== null) {
          expiryTimer = setTimeout(() => opened.close(), Math.max(0, expiresAt - Date.now()));
          expiryTimer.unref();
        }
        // Anything that changed before this line was not seen by this stream: the client refetches on 'ready'.
        opened.send({ event: STREAM_EVENTS.ready, data: {} });
      },
    );
  };
}
