import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for Instagram's login and Graph API ("Instagram API with Instagram Login"), real HTTP on a
 * free port, following Meta's documented contract where our code depends on it (docs/instagram.md says what
 * it checks and what it does not):
 * - OAuth: /oauth/authorize redirects with `code` and `state` (or `error=access_denied`); POST
 *   /oauth/access_token trades a single-use code (same client, secret and redirect_uri) for a short token;
 *   GET /access_token (ig_exchange_token + client_secret) gives a 60-day token; GET /refresh_access_token
 *   (ig_refresh_token) only for a long-lived token at least 24 h old.
 * - Graph (/v23.0): /me; POST /{ig-user-id}/media downloads `image_url` like Meta does and refuses what is not
 *   a JPEG (2207005), over 8 MB (2207004), outside 4:5..1.91:1 (36003/2207009) or too slow (2207003);
 *   CAROUSEL parents need 2..10 finished children of the same account (2207028) and a caption up to 2,200
 *   characters; `status_code` goes IN_PROGRESS -> FINISHED after some reads (or ERROR/EXPIRED on demand);
 *   media_publish needs a FINISHED container, counts the 24 h quota (2207042 past it), marks it PUBLISHED;
 *   permalink, the account's media list and content_publishing_limit.
 * - GET /{media-id}/insights (metrics reach, saved, shares, likes, comments, total_interactions, views; lifetime
 *   `values`), only with `instagram_business_manage_insights` granted (code 10 otherwise).
 * - The code exchange lists the granted `permissions` (what was asked minus what the person unticked).
 * - Errors in Meta's shape: `{"error": {message, type, code, error_subcode, is_transient, fbtrace_id}}`;
 *   a bad, expired or revoked token answers code 190.
 */

export interface FakeInstagramOptions {
  appId?: string;
  appSecret?: string;
  /** Status reads a new carousel container answers IN_PROGRESS before FINISHED. Default 1. */
  processingReads?: number;
  /** Posts allowed per 24 h. Default 50, as Meta. */
  quotaTotal?: number;
  /** How long the fake waits for an image download before answering 2207003. Default 5 s. */
  downloadTimeoutMs?: number;
  /** Listen on this port (default: a free one). */
  port?: number;
}

export interface FakeContainer {
  id: string;
  owner: string;
  kind: 'IMAGE' | 'CAROUSEL';
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  readsLeft: number;
  children: string[];
  caption: string | null;
  imageUrl: string | null;
}

export interface FakeMedia {
  id: string;
  owner: string;
  containerId: string;
  caption: string | null;
  children: string[];
  permalink: string;
  timestamp: string;
}

export interface FakeInstagram {
  url: string;
  appId: string;
  appSecret: string;
  /** The professional account the next authorization logs in as. */
  account: { userId: string; username: string; pictureUrl: string };
  containers: Map<string, FakeContainer>;
  /** Published posts, oldest first. */
  media: FakeMedia[];
  /** Every media_publish call that reached the fake (published or refused). */
  publishCalls: string[];
  requests: { method: string; path: string }[];
  /** The next authorization is refused by the person (error=access_denied). */
  denyNextAuthorization(): void;
  /** Every token issued so far stops working (expired or revoked: code 190). */
  invalidateTokens(subcode?: number): void;
  /** Makes every issued token look this much older (for the 24 h refresh rule). */
  ageTokens(ms: number): void;
  /** The next request whose path matches answers this Meta error instead. */
  failNext(path: RegExp, error: { status?: number; code: number; subcode?: number; message?: string }): void;
  /** media_publish publishes, then never answers (a worker dies waiting: the crash test). */
  hangAfterPublish(on: boolean): void;
  /** Fills the 24 h quota as if the account had posted elsewhere. */
  useQuota(count: number): void;
  /** The person unticks these permissions in the next authorization (the code exchange then lists the rest). */
  declineNextPermissions(scopes: string[]): void;
  /** Instagram unreachable: every connection is cut before any answer (a network outage, a DNS failure). */
  setOffline(on: boolean): void;
  /**
   * The next media_publish's connection is cut: `after` publishing (the post is out, the answer lost) or
   * `before` it (nothing was published, and the caller cannot know).
   */
  dropNextPublish(when: 'before' | 'after', thenOffline?: boolean): void;
  /** What `GET /{media-id}/insights` answers for this media (Meta's metric names); zeros until set. */
  setInsights(mediaId: string, values: Record<string, number>): void;
  close(): Promise<void>;
}

const GRAPH = '/v23.0';
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const LONG_TOKEN_SECONDS = 60 * 24 * 3600;

interface TokenInfo {
  userId: string;
  scopes: string[];
  long: boolean;
  issuedAt: number;
  valid: boolean;
  invalidSubcode?: number;
}

function metaError(status: number, code: number, message: string, subcode?: number, type = 'OAuthException') {
  return {
    status,
    body: {
      error: {
        message,
        type,
        code,
        ...(subcode !== undefined ? { error_subcode: subcode } : {}),
        is_transient: false,
        fbtrace_id: randomBytes(8).toString('hex'),
      },
    },
  };
}

class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('answer');
  }
}
const fail = (status: number, code: number, message: string, subcode?: number): never => {
  const error = metaError(status, code, message, subcode);
  throw new Answer(error.status, error.body);
};

async function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeInstagram(options: FakeInstagramOptions = {}): Promise<FakeInstagram> {
  const appId = options.appId ?? '990602627938098';
  const appSecret = options.appSecret ?? 'fake-app-secret';
  const codes = new Map<string, { redirectUri: string; userId: string; scopes: string[] }>();
  const tokens = new Map<string, TokenInfo>();
  const containers = new Map<string, FakeContainer>();
  const media: FakeMedia[] = [];
  const insights = new Map<string, Record<string, number>>();
  const publishCalls: string[] = [];
  const requests: { method: string; path: string }[] = [];
  const failures: {
    path: RegExp;
    error: { status?: number; code: number; subcode?: number; message?: string };
  }[] = [];
  const hung: ServerResponse[] = [];
  let deny = false;
  let hang = false;
  let offline = false;
  let dropPublish: 'before' | 'after' | null = null;
  let offlineAfterDrop = false;
  let declined: string[] = [];
  let extraQuota = 0;
  let nextId = 17_841_400_000_000_000n;
  const newId = () => String(nextId++);
  const account = {
    userId: '17841405822304914',
    username: 'marca.teste',
    pictureUrl: 'https://scontent.example/foto.jpg',
  };

  function issueToken(userId: string, long: boolean, scopes: string[]): string {
    const token = `${long ? 'IGAAL' : 'IGAAS'}${randomBytes(24).toString('base64url')}`;
    tokens.set(token, { userId, scopes, long, issuedAt: Date.now(), valid: true });
    return token;
  }

  function authenticate(request: IncomingMessage, query: URLSearchParams): TokenInfo & { token: string } {
    const header = request.headers.authorization;
    const token = header?.toLowerCase().startsWith('bearer ')
      ? header.slice(7).trim()
      : query.get('access_token');
    if (!token)
      return fail(
        400,
        2500,
        'An active access token must be used to query information about the current user.',
      );
    const info = tokens.get(token);
    if (!info) return fail(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!info.valid || (info.long && Date.now() - info.issuedAt > LONG_TOKEN_SECONDS * 1000)) {
      return fail(
        400,
        190,
        'Error validating access token: Session has expired.',
        info.invalidSubcode ?? 463,
      );
    }
    return { ...info, token };
  }

  async function downloadImage(imageUrl: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(imageUrl, { signal: AbortSignal.timeout(options.downloadTimeoutMs ?? 5000) });
    } catch {
      return fail(400, -2, 'The media could not be fetched from this uri: timeout', 2207003);
    }
    if (!response.ok) fail(400, 9004, 'Only photo or video can be accepted as media type.', 2207052);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES) fail(400, -2, 'The image size is too large.', 2207004);
    if (!JPEG_MAGIC.every((byte, index) => bytes[index] === byte)) {
      fail(400, -2, 'The image format is not supported. Only JPEG is supported.', 2207005);
    }
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const ratio = width / height;
    if (!(ratio >= 0.8 - 1e-3 && ratio <= 1.91 + 1e-3)) {
      fail(400, 36003, 'The aspect ratio is not supported.', 2207009);
    }
  }

  function publishedInWindow(owner: string): number {
    const since = Date.now() - 24 * 3600 * 1000;
    return (
      media.filter((item) => item.owner === owner && Date.parse(item.timestamp) >= since).length + extraQuota
    );
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<unknown> {
    const path = url.pathname;
    const query = url.searchParams;
    const method = request.method ?? 'GET';
    const failure = failures.findIndex((entry) => entry.path.test(path));
    if (failure >= 0) {
      const [entry] = failures.splice(failure, 1);
      const error = entry?.error;
      if (error) fail(error.status ?? 400, error.code, error.message ?? 'Fake failure', error.subcode);
    }

    if (method === 'GET' && path === '/oauth/authorize') {
      const redirectUri = query.get('redirect_uri') ?? '';
      if (query.get('client_id') !== appId) fail(400, 101, 'Invalid platform app');
      if (query.get('response_type') !== 'code') fail(400, 100, 'Invalid response_type');
      const scopes = (query.get('scope') ?? '').split(/[ ,]/);
      if (!scopes.includes('instagram_business_basic')) fail(400, 100, 'Invalid scope');
      const target = new URL(redirectUri);
      const state = query.get('state');
      if (deny) {
        deny = false;
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_reason', 'user_denied');
      } else {
        const code = randomBytes(24).toString('base64url');
        const granted = scopes.filter((scope) => scope && !declined.includes(scope));
        declined = [];
        codes.set(code, { redirectUri, userId: account.userId, scopes: granted });
        target.searchParams.set('code', code);
      }
      if (state) target.searchParams.set('state', state);
      response.writeHead(302, { location: `${target.toString()}#_` });
      response.end();
      return undefined;
    }

    if (method === 'POST' && path === '/oauth/access_token') {
      const body = await readBody(request);
      if (body.client_id !== appId || body.client_secret !== appSecret) {
        fail(400, 101, 'Error validating client secret.');
      }
      if (body.grant_type !== 'authorization_code') fail(400, 100, 'Unsupported grant_type');
      const grant = codes.get(body.code ?? '');
      if (!grant || grant.redirectUri !== body.redirect_uri) {
        fail(400, 100, 'This authorization code has been used.', 36007);
      }
      codes.delete(body.code ?? '');
      return {
        data: [
          {
            access_token: issueToken(grant?.userId ?? '', false, grant?.scopes ?? []),
            user_id: grant?.userId,
            permissions: (grant?.scopes ?? []).join(','),
          },
        ],
      };
    }

    if (method === 'GET' && path === '/access_token') {
      if (query.get('grant_type') !== 'ig_exchange_token') fail(400, 100, 'Unsupported grant_type');
      if (query.get('client_secret') !== appSecret) fail(400, 101, 'Error validating client secret.');
      const info = authenticate(request, query);
      if (info.long) fail(400, 100, 'The access token is already long-lived.');
      return {
        access_token: issueToken(info.userId, true, info.scopes),
        token_type: 'bearer',
        expires_in: LONG_TOKEN_SECONDS,
      };
    }

    if (method === 'GET' && path === '/refresh_access_token') {
      if (query.get('grant_type') !== 'ig_refresh_token') fail(400, 100, 'Unsupported grant_type');
      const info = authenticate(request, query);
      if (!info.long || Date.now() - info.issuedAt < 24 * 3600 * 1000) {
        fail(400, 100, 'The access token must be long-lived and at least 24 hours old to be refreshed.');
      }
      tokens.set(info.token, { ...info, valid: false });
      return {
        access_token: issueToken(info.userId, true, info.scopes),
        token_type: 'bearer',
        expires_in: LONG_TOKEN_SECONDS,
      };
    }

    if (!path.startsWith(`${GRAPH}/`)) fail(404, 803, 'Unknown path components');
    const parts = path.slice(GRAPH.length + 1).split('/');
    const caller = authenticate(request, query);

    if (method === 'GET' && parts[0] === 'me' && parts.length === 1) {
      return {
        id: `app-scoped-${caller.userId}`,
        user_id: caller.userId,
        username: account.username,
        profile_picture_url: account.pictureUrl,
      };
    }

    const [node = '', edge] = parts;
    if (edge !== undefined && edge !== 'insights' && node !== caller.userId) {
      fail(400, 100, 'Unsupported request - method type: post', 33);
    }

    if (method === 'POST' && edge === 'media') {
      const body = { ...Object.fromEntries(query), ...(await readBody(request)) };
      if (body.media_type === 'CAROUSEL') {
        const children = (body.children ?? '').split(',').filter(Boolean);
        if (children.length < 2 || children.length > 10) {
          fail(400, -2, 'The carousel must have between 2 and 10 items.', 2207028);
        }
        for (const child of children) {
          const item = containers.get(child);
          if (!item || item.owner !== caller.userId || item.kind !== 'IMAGE' || item.status !== 'FINISHED') {
            fail(400, -2, 'Carousel validation failed: an item is not valid.', 2207028);
          }
        }
        if ((body.caption ?? '').length > 2200) fail(400, 100, 'The caption is too long.', 2207010);
        const container: FakeContainer = {
          id: newId(),
          owner: caller.userId,
          kind: 'CAROUSEL',
          status: 'IN_PROGRESS',
          readsLeft: options.processingReads ?? 1,
          children,
          caption: body.caption ?? null,
          imageUrl: null,
        };
        containers.set(container.id, container);
        return { id: container.id };
      }
      if (!body.image_url) fail(400, 100, 'The parameter image_url is required.', 2207037);
      if (body.is_carousel_item !== 'true') fail(400, 100, 'Only carousel items are supported by this fake.');
      await downloadImage(body.image_url ?? '');
      const item: FakeContainer = {
        id: newId(),
        owner: caller.userId,
        kind: 'IMAGE',
        status: 'FINISHED',
        readsLeft: 0,
        children: [],
        caption: null,
        imageUrl: body.image_url ?? null,
      };
      containers.set(item.id, item);
      return { id: item.id };
    }

    if (method === 'POST' && edge === 'media_publish') {
      const body = { ...Object.fromEntries(query), ...(await readBody(request)) };
      const container = containers.get(body.creation_id ?? '');
      publishCalls.push(body.creation_id ?? '');
      if (dropPublish === 'before') {
        dropPublish = null;
        offline = offlineAfterDrop;
        request.socket.destroy();
        return new Promise<never>(() => undefined);
      }
      if (!container || container.owner !== caller.userId) fail(400, 100, 'Invalid creation_id.', 2207020);
      if (container?.status === 'PUBLISHED') fail(400, -2, 'The media has already been published.', 2207027);
      if (container?.status !== 'FINISHED')
        fail(400, 9007, 'The media is not ready for publishing.', 2207027);
      if (publishedInWindow(caller.userId) >= (options.quotaTotal ?? 50)) {
        fail(
          400,
          9,
          'Application request limit reached: the account reached its daily publishing limit.',
          2207042,
        );
      }
      const item: FakeMedia = {
        id: newId(),
        owner: caller.userId,
        containerId: container?.id ?? '',
        caption: container?.caption ?? null,
        children: container?.children ?? [],
        permalink: `https://www.instagram.com/p/${randomBytes(8).toString('base64url')}/`,
        timestamp: new Date().toISOString(),
      };
      media.push(item);
      if (container) container.status = 'PUBLISHED';
      if (dropPublish === 'after') {
        dropPublish = null;
        offline = offlineAfterDrop;
        request.socket.destroy();
        return new Promise<never>(() => undefined);
      }
      if (hang) {
        hung.push(response);
        return new Promise<never>(() => undefined);
      }
      return { id: item.id };
    }

    if (method === 'GET' && edge === 'media') {
      return {
        data: media
          .filter((item) => item.owner === caller.userId)
          .reverse()
          .slice(0, Number(query.get('limit') ?? 25))
          .map((item) => ({ id: item.id, permalink: item.permalink, timestamp: item.timestamp })),
      };
    }

    if (method === 'GET' && edge === 'insights') {
      const found = media.find((item) => item.id === node);
      if (!found || found.owner !== caller.userId) {
        fail(400, 100, 'Unsupported get request. Object does not exist.', 33);
      }
      if (!caller.scopes.includes('instagram_business_manage_insights')) {
        fail(403, 10, 'Application does not have permission for this action');
      }
      const asked = (query.get('metric') ?? '').split(',').filter(Boolean);
      const known = ['reach', 'saved', 'shares', 'likes', 'comments', 'total_interactions', 'views'];
      const unknown = asked.find((name) => !known.includes(name));
      if (asked.length === 0 || unknown)
        fail(400, 100, `(#100) metric[0] must be one of: ${known.join(', ')}`);
      const values = insights.get(node) ?? {};
      return {
        data: asked.map((name) => ({
          name,
          period: 'lifetime',
          values: [{ value: values[name] ?? 0 }],
          title: name,
          id: `${node}/insights/${name}/lifetime`,
        })),
      };
    }

    if (method === 'GET' && edge === 'content_publishing_limit') {
      return {
        data: [
          {
            quota_usage: publishedInWindow(caller.userId),
            config: { quota_total: options.quotaTotal ?? 50, quota_duration: 86_400 },
          },
        ],
      };
    }

    if (method === 'GET' && edge === undefined) {
      const container = containers.get(node);
      if (container) {
        if (container.owner !== caller.userId) fail(400, 10, 'Permission denied');
        if (container.status === 'IN_PROGRESS') {
          if (container.readsLeft <= 0) container.status = 'FINISHED';
          else container.readsLeft--;
        }
        const status =
          container.status === 'ERROR'
            ? 'Error: Media upload has failed with error code 2207001'
            : container.status;
        return { id: container.id, status_code: container.status, status };
      }
      const found = media.find((item) => item.id === node);
      if (found && found.owner === caller.userId) return { id: found.id, permalink: found.permalink };
      fail(400, 100, 'Unsupported get request. Object does not exist.', 33);
    }

    return fail(400, 100, 'Unsupported request.', 33);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-instagram');
    requests.push({ method: request.method ?? 'GET', path: url.pathname });
    if (offline) {
      request.socket.destroy();
      return;
    }
    route(request, response, url)
      .then((body) => {
        if (body === undefined) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        const answer =
          error instanceof Answer ? error : new Answer(500, metaError(500, 1, 'Unknown error').body);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    account,
    containers,
    media,
    publishCalls,
    requests,
    denyNextAuthorization() {
      deny = true;
    },
    invalidateTokens(subcode = 463) {
      for (const [token, info] of tokens)
        tokens.set(token, { ...info, valid: false, invalidSubcode: subcode });
    },
    ageTokens(ms) {
      for (const [token, info] of tokens) tokens.set(token, { ...info, issuedAt: info.issuedAt - ms });
    },
    failNext(path, error) {
      failures.push({ path, error });
    },
    hangAfterPublish(on) {
      hang = on;
    },
    useQuota(count) {
      extraQuota += count;
    },
    declineNextPermissions(scopes) {
      declined = scopes;
    },
    setOffline(on) {
      offline = on;
    },
    setInsights(mediaId, values) {
      insights.set(mediaId, values);
    },
    dropNextPublish(when, thenOffline = false) {
      dropPublish = when;
      offlineAfterDrop = thenOffline;
    },
    async close() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
