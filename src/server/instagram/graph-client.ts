import { z } from 'zod';

/**
 * Instagram's HTTP API as documented by Meta for "Instagram API with Instagram Login": the authorization
 * window and the code exchange on the OAuth host (INSTAGRAM_OAUTH_URL, api.instagram.com), everything else on
 * the Graph host (INSTAGRAM_GRAPH_URL, graph.instagram.com). Tests point both at tests/fakes/fake-instagram.ts.
 * Only HTTP lives here; what an answer means for a post is graph-errors.ts's and the publish job's business.
 */

export const GRAPH_VERSION = 'v23.0';
export const PUBLISH_PERMISSION = 'instagram_business_content_publish';
export const INSIGHTS_PERMISSION = 'instagram_business_manage_insights';
export const INSTAGRAM_SCOPES = ['instagram_business_basic', PUBLISH_PERMISSION, INSIGHTS_PERMISSION];
const CALL_TIMEOUT_MS = 30_000;

/** Meta's error object (`{"error": {...}}`), or a call that never got an answer (`network`). */
export class GraphApiError extends Error {
  constructor(
    message: string,
    readonly details: {
      status: number;
      code: number | null;
      subcode: number | null;
      type: string | null;
      isTransient: boolean;
      /** No HTTP answer at all (refused, reset, timed out). */
      network: boolean;
    },
  ) {
    super(message);
    this.name = 'GraphApiError';
  }
}

const metaErrorSchema = z.object({
  error: z.object({
    message: z.string().default(''),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
    error_user_msg: z.string().optional(),
  }),
});

export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

export interface InstagramProfile {
  userId: string;
  username: string;
  pictureUrl: string | null;
}

export interface GraphClient {
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: {
    code: string;
    redirectUri: string;
  }): Promise<{ accessToken: string; userId: string; permissions: string[] | null }>;
  exchangeLongLived(shortToken: string): Promise<{ accessToken: string; expiresInSeconds: number }>;
  refresh(token: string): Promise<{ accessToken: string; expiresInSeconds: number }>;
  me(token: string): Promise<InstagramProfile>;
  createImageItem(igUserId: string, token: string, imageUrl: string): Promise<string>;
  createCarousel(igUserId: string, token: string, children: string[], caption: string): Promise<string>;
  containerStatus(
    containerId: string,
    token: string,
  ): Promise<{ code: ContainerStatus; detail: string | null }>;
  publish(igUserId: string, token: string, creationId: string): Promise<string>;
  permalink(mediaId: string, token: string): Promise<string | null>;
  recentMedia(
    igUserId: string,
    token: string,
  ): Promise<{ id: string; permalink: string | null; timestamp: string }[]>;
  publishingLimit(
    igUserId: string,
    token: string,
  ): Promise<{ used: number; total: number; windowSeconds: number }>;
  /** A media's lifetime insights, by Meta's metric name (`reach`, `saved`...). */
  insights(mediaId: string, token: string, metrics: readonly string[]): Promise<Record<string, number>>;
}

const idSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

export function createGraphClient(options: {
  appId: string;
  appSecret: string;
  oauthUrl: string;
  graphUrl: string;
}): GraphClient {
  const oauthBase = options.oauthUrl.replace(/\/$/, '');
  const graphBase = options.graphUrl.replace(/\/$/, '');
  const versioned = (path: string) => `${graphBase}/${GRAPH_VERSION}/${path}`;

  async function call<T>(
    url: string,
    schema: z.ZodType<T>,
    init: { method?: 'GET' | 'POST'; token?: string; json?: unknown; form?: Record<string, string> } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        body,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GraphApiError(`sem resposta do Instagram: ${(error as Error).message}`, {
        status: 0,
        code: null,
        subcode: null,
        type: null,
        isTransient: true,
        network: true,
      });
    }
    const payload: unknown = await response.json().catch(() => null);
    const failure = metaErrorSchema.safeParse(payload);
    if (!response.ok || failure.success) {
      const error = failure.success ? failure.data.error : null;
      throw new GraphApiError(error?.message || `HTTP ${response.status}`, {
        status: response.status,
        code: error?.code ?? null,
        subcode: error?.error_subcode ?? null,
        type: error?.type ?? null,
        isTransient: error?.is_transient ?? response.status >= 500,
        network: false,
      });
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new GraphApiError(`resposta inesperada do Instagram em ${new URL(url).pathname}`, {
        status: response.status,
        code: null,
        subcode: null,
        type: null,
        isTransient: true,
        network: false,
      });
    }
    return parsed.data;
  }

  const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });

  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${oauthBase}/oauth/authorize`);
      url.searchParams.set('client_id', options.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', INSTAGRAM_SCOPES.join(','));
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      // Meta documents both a flat answer and one wrapped in `data: [...]`: read either.
      // `permissions` lists what the person granted (a comma-separated string, or a list): null when absent.
      const entry = z.object({
        access_token: z.string().min(1),
        user_id: z.union([z.string(), z.number()]),
        permissions: z.union([z.string(), z.array(z.string())]).optional(),
      });
      const answer = await call(
        `${oauthBase}/oauth/access_token`,
        z.union([
          z
            .object({ data: z.array(entry).min(1) })
            .transform((value) => value.data[0] as z.infer<typeof entry>),
          entry,
        ]),
        {
          method: 'POST',
          form: {
            client_id: options.appId,
            client_secret: options.appSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            code,
          },
        },
      );
      const granted = answer.permissions;
      return {
        accessToken: answer.access_token,
        userId: String(answer.user_id),
        permissions:
          granted === undefined
            ? null
            : (typeof granted === 'string' ? granted.split(',') : granted).map((item) => item.trim()),
      };
    },
    async exchangeLongLived(shortToken) {
      const url = new URL(`${graphBase}/access_token`);
      url.searchParams.set('grant_type', 'ig_exchange_token');
      url.searchParams.set('client_secret', options.appSecret);
      url.searchParams.set('access_token', shortToken);
      const answer = await call(url.toString(), tokenSchema);
      return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in };
    },
    async refresh(token) {
      const url = new URL(`${graphBase}/refresh_access_token`);
      url.searchParams.set('grant_type', 'ig_refresh_token');
      url.searchParams.set('access_token', token);
      const answer = await call(url.toString(), tokenSchema);
      return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in };
    },
    async me(token) {
      const answer = await call(
        versioned('me?fields=user_id,username,profile_picture_url'),
        z.object({
          user_id: z.union([z.string(), z.number()]).transform(String),
          username: z.string(),
          profile_picture_url: z.string().optional(),
        }),
        { token },
      );
      return {
        userId: answer.user_id,
        username: answer.username,
        pictureUrl: answer.profile_picture_url ?? null,
      };
    },
    async createImageItem(igUserId, token, imageUrl) {
      const answer = await call(versioned(`${encodeURIComponent(igUserId)}/media`), idSchema, {
        method: 'POST',
        token,
        json: { image_url: imageUrl, is_carousel_item: true },
      });
      return answer.id;
    },
    async createCarousel(igUserId, token, children, caption) {
      const answer = await call(versioned(`${encodeURIComponent(igUserId)}/media`), idSchema, {
        method: 'POST',
        token,
        json: { media_type: 'CAROUSEL', children: children.join(','), caption },
      });
      return answer.id;
    },
    async containerStatus(containerId, token) {
      const answer = await call(
        versioned(`${encodeURIComponent(containerId)}?fields=status_code,status`),
        z.object({
          status_code: z.enum(['IN_PROGRESS', 'FINISHED', 'ERROR', 'EXPIRED', 'PUBLISHED']),
          status: z.string().optional(),
        }),
        { token },
      );
      return { code: answer.status_code, detail: answer.status ?? null };
    },
    async publish(igUserId, token, creationId) {
      const answer = await call(versioned(`${encodeURIComponent(igUserId)}/media_publish`), idSchema, {
        method: 'POST',
        token,
        json: { creation_id: creationId },
      });
      return answer.id;
    },
    async permalink(mediaId, token) {
      const answer = await call(
        versioned(`${encodeURIComponent(mediaId)}?fields=permalink`),
        z.object({ permalink: z.string().optional() }),
        { token },
      );
      return answer.permalink ?? null;
    },
    async recentMedia(igUserId, token) {
      const answer = await call(
        versioned(`${encodeURIComponent(igUserId)}/media?fields=id,permalink,timestamp&limit=25`),
        z.object({
          data: z.array(
            z.object({
              id: z.union([z.string(), z.number()]).transform(String),
              permalink: z.string().optional(),
              timestamp: z.string(),
            }),
          ),
        }),
        { token },
      );
      return answer.data.map((media) => ({
        id: media.id,
        permalink: media.permalink ?? null,
        timestamp: media.timestamp,
      }));
    },
    async publishingLimit(igUserId, token) {
      const answer = await call(
        versioned(`${encodeURIComponent(igUserId)}/content_publishing_limit?fields=quota_usage,config`),
        z.object({
          data: z
            .array(
              z.object({
                quota_usage: z.number(),
                config: z.object({ quota_total: z.number(), quota_duration: z.number() }),
              }),
            )
            .min(1),
        }),
        { token },
      );
      const [limit] = answer.data;
      return {
        used: limit?.quota_usage ?? 0,
        total: limit?.config.quota_total ?? 50,
        windowSeconds: limit?.config.quota_duration ?? 86_400,
      };
    },
    async insights(mediaId, token, metrics) {
      // Meta answers each metric with `values: [{ value }]` (lifetime) or, in newer versions, `total_value`.
      const answer = await call(
        versioned(`${encodeURIComponent(mediaId)}/insights?metric=${metrics.join(',')}`),
        z.object({
          data: z.array(
            z.object({
              name: z.string(),
              values: z.array(z.object({ value: z.number() })).optional(),
              total_value: z.object({ value: z.number() }).optional(),
            }),
          ),
        }),
        { token },
      );
      return Object.fromEntries(
        answer.data.map((metric) => [
          metric.name,
          metric.total_value?.value ?? metric.values?.[0]?.value ?? 0,
        ]),
      );
    },
  };
}
