import { linkedinPostUrl } from '../../shared/linkedin/schema';

/**
 * LinkedIn's member API as this app uses it (docs/linkedin.md): OAuth 2.0 authorization code with the scopes
 * `openid profile w_member_social`, the member from OpenID's /v2/userinfo, and the document post flow of the
 * versioned REST API (every /rest call carries `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0`).
 */
export const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'] as const;
export const POST_PERMISSION = 'w_member_social';
/** The versioned API this code follows (YYYYMM). */
export const LINKEDIN_VERSION = '202510';

const CALL_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/** LinkedIn answered with an error status: the call was refused, nothing was created. */
export class LinkedinApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serviceErrorCode: number | null = null,
  ) {
    super(message);
  }
}

export type DocumentStatus = 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED' | 'WAITING_UPLOAD' | string;

export interface LinkedinClient {
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: {
    code: string;
    redirectUri: string;
  }): Promise<{ accessToken: string; expiresInSeconds: number; scopes: string[] }>;
  member(token: string): Promise<{ id: string; name: string; pictureUrl: string | null }>;
  initializeUpload(token: string, owner: string): Promise<{ uploadUrl: string; documentUrn: string }>;
  upload(token: string, uploadUrl: string, bytes: Uint8Array): Promise<void>;
  documentStatus(token: string, documentUrn: string): Promise<DocumentStatus>;
  /** The new post's URN (the `x-restli-id` header). */
  createPost(
    token: string,
    post: { author: string; commentary: string; documentUrn: string; title: string },
  ): Promise<string>;
}

async function errorOf(response: Response): Promise<LinkedinApiError> {
  const text = await response.text().catch(() => '');
  let message = text.slice(0, 300);
  let code: number | null = null;
  try {
    const body = JSON.parse(text) as {
      message?: string;
      error_description?: string;
      serviceErrorCode?: number;
    };
    message = body.message ?? body.error_description ?? message;
    code = typeof body.serviceErrorCode === 'number' ? body.serviceErrorCode : null;
  } catch {
    // Not JSON: the text itself.
  }
  return new LinkedinApiError(response.status, message || `HTTP ${response.status}`, code);
}

export function createLinkedinClient(options: {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
}): LinkedinClient {
  const oauth = options.oauthUrl.replace(/\/$/, '');
  const api = options.apiUrl.replace(/\/$/, '');
  const restHeaders = (token: string) => ({
    authorization: `Bearer ${token}`,
    'linkedin-version': LINKEDIN_VERSION,
    'x-restli-protocol-version': '2.0.0',
  });

  async function json<T>(response: Response): Promise<T> {
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as T;
  }

  return {
    authorizeUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        state,
        scope: LINKEDIN_SCOPES.join(' '),
      });
      return `${oauth}/oauth/v2/authorization?${params}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const response = await fetch(`${oauth}/oauth/v2/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uri: redirectUri,
        }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const body = await json<{ access_token: string; expires_in: number; scope?: string }>(response);
      return {
        accessToken: body.access_token,
        expiresInSeconds: body.expires_in,
        scopes: (body.scope ?? '').split(/[ ,]+/).filter(Boolean),
      };
    },

    async member(token) {
      const response = await fetch(`${api}/v2/userinfo`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const body = await json<{ sub: string; name?: string; picture?: string }>(response);
      return {
        id: body.sub,
        name: body.name?.trim() || 'Membro do LinkedIn',
        pictureUrl: body.picture ?? null,
      };
    },

    async initializeUpload(token, owner) {
      const response = await fetch(`${api}/rest/documents?action=initializeUpload`, {
        method: 'POST',
        headers: { ...restHeaders(token), 'content-type': 'application/json' },
        body: JSON.stringify({ initializeUploadRequest: { owner } }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const body = await json<{ value: { uploadUrl: string; document: string } }>(response);
      return { uploadUrl: body.value.uploadUrl, documentUrn: body.value.document };
    },

    async upload(token, uploadUrl, bytes) {
      const response = await fetch(uploadUrl, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: new Blob([new Uint8Array(bytes)]),
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      });
      if (!response.ok) throw await errorOf(response);
    },

    async documentStatus(token, documentUrn) {
      const response = await fetch(`${api}/rest/documents/${encodeURIComponent(documentUrn)}`, {
        headers: restHeaders(token),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      return (await json<{ status: DocumentStatus }>(response)).status;
    },

    async createPost(token, post) {
      const response = await fetch(`${api}/rest/posts`, {
        method: 'POST',
        headers: { ...restHeaders(token), 'content-type': 'application/json' },
        body: JSON.stringify({
          author: post.author,
          commentary: post.commentary,
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          content: { media: { id: post.documentUrn, title: post.title } },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (!response.ok) throw await errorOf(response);
      const urn = response.headers.get('x-restli-id');
      if (!urn) throw new Error('LinkedIn created the post without naming it (no x-restli-id)');
      return urn;
    },
  };
}

/** The post's page on LinkedIn. */
export const postUrl = linkedinPostUrl;
