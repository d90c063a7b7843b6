import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for LinkedIn's OAuth and member REST API, real HTTP on a free port, following LinkedIn's
 * documented contract where our code depends on it (docs/linkedin.md says what it checks):
 * - OAuth 2.0 (/oauth/v2/authorization): the client id known, the `redirect_uri` one of the app's registered
 *   URLs exactly (otherwise an error page, no redirect), the scopes among the app's products (otherwise
 *   `error=unauthorized_scope_error` back); a refused authorization comes back with `error=user_cancelled_authorize`.
 *   POST /oauth/v2/accessToken trades a single-use code (same client, secret and redirect_uri) for a 60-day
 *   token and its granted `scope` (comma-separated).
 * - GET /v2/userinfo (OpenID): `sub`, `name`, `picture`.
 * - /rest/*: refuses a call without `LinkedIn-Version: YYYYMM` or `X-Restli-Protocol-Version: 2.0.0` (400), a
 *   bad token (401), a token without `w_member_social` (403). initializeUpload only for the token's own person
 *   URN; PUT to the `uploadUrl`; GET /rest/documents/{urn} answers WAITING_UPLOAD, then PROCESSING for some
 *   reads, then AVAILABLE (PROCESSING_FAILED when the bytes are not a PDF). POST /rest/posts checks the author,
 *   `commentary` up to 3,000 characters (422), visibility, distribution, lifecycle and an AVAILABLE document
 *   (422), then answers 201 with the URN in `x-restli-id` and no body.
 * - Errors in LinkedIn's shape: `{ status, serviceErrorCode, code, message }`.
 */

export interface FakeLinkedinOptions {
  clientId?: string;
  clientSecret?: string;
  /** Reads a new document answers PROCESSING before AVAILABLE. Default 1. */
  processingReads?: number;
  port?: number;
}

export interface FakeLinkedinPost {
  urn: string;
  author: string;
  commentary: string;
  documentUrn: string;
  title: string;
  body: Record<string, unknown>;
}

export interface FakeLinkedin {
  url: string;
  clientId: string;
  clientSecret: string;
  member: { sub: string; name: string; picture: string };
  /** The app's authorized redirect URLs (an exact match is required). */
  redirectUris: Set<string>;
  /** The scopes the app's products grant. */
  productScopes: Set<string>;
  posts: FakeLinkedinPost[];
  /** Every POST /rest/posts that reached the fake (created or refused). */
  postCalls: number;
  documents: Map<string, { owner: string; status: string; readsLeft: number; bytes: number }>;
  requests: { method: string; path: string; version: string | null }[];
  denyNextAuthorization(): void;
  /** Every token issued so far stops working (expired or revoked: 401). */
  invalidateTokens(): void;
  /** The next request whose path matches answers this error instead. */
  failNext(path: RegExp, status: number, message?: string): void;
  /** POST /rest/posts creates the post, then never answers (a worker dies waiting: the crash test). */
  hangAfterPost(on: boolean): void;
  close(): Promise<void>;
}

const TOKEN_SECONDS = 60 * 24 * 3600;
const COMMENTARY_MAX = 3000;

class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('answer');
  }
}

const fail = (status: number, message: string, serviceErrorCode = 100, code = 'ERROR'): never => {
  throw new Answer(status, { status, serviceErrorCode, code, message });
};

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The commentary as the member sees it: LinkedIn's "little text" escapes removed. */
const visibleLength = (commentary: string) => commentary.replace(/\\(.)/g, '$1').length;

export async function startFakeLinkedin(options: FakeLinkedinOptions = {}): Promise<FakeLinkedin> {
  const clientId = options.clientId ?? '78fakeclient';
  const clientSecret = options.clientSecret ?? 'fake-linkedin-secret';
  const processingReads = options.processingReads ?? 1;
  const redirectUris = new Set<string>();
  const productScopes = new Set(['openid', 'profile', 'email', 'w_member_social']);
  const codes = new Map<string, { redirectUri: string; scopes: string[] }>();
  const tokens = new Map<string, { sub: string; scopes: string[]; valid: boolean }>();
  const documents = new Map<string, { owner: string; status: string; readsLeft: number; bytes: number }>();
  const uploads = new Map<string, string>();
  const posts: FakeLinkedinPost[] = [];
  const requests: FakeLinkedin['requests'] = [];
  const failures: { path: RegExp; status: number; message: string }[] = [];
  const hung: ServerResponse[] = [];
  let deny = false;
  let hang = false;
  let postCalls = 0;
  let nextId = 7_100_000_000_000_000_000n;
  const member = {
    sub: 'yR5n8kQ2Lm',
    name: 'Marina Teste',
    picture: 'https://media.licdn.com/dms/image/foto.jpg',
  };

  function authenticate(request: IncomingMessage) {
    const header = request.headers.authorization ?? '';
    const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
    const info = tokens.get(token);
    if (!info?.valid) return fail(401, 'Invalid access token', 65600, 'INVALID_ACCESS_TOKEN');
    return info;
  }

  function restHeaders(request: IncomingMessage) {
    const version = request.headers['linkedin-version'];
    if (typeof version !== 'string' || !/^\d{6}$/.test(version)) {
      fail(
        400,
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
        0,
        'VERSION_MISSING',
      );
    }
    if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
      fail(400, 'X-Restli-Protocol-Version 2.0.0 is required for this resource.', 0, 'ILLEGAL_ARGUMENT');
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const version = request.headers['linkedin-version'];
    requests.push({
      method: request.method ?? 'GET',
      path,
      version: typeof version === 'string' ? version : null,
    });
    const failure = failures.findIndex((entry) => entry.path.test(path));
    if (failure >= 0) {
      const [entry] = failures.splice(failure, 1);
      if (entry) fail(entry.status, entry.message);
    }

    if (request.method === 'GET' && path === '/oauth/v2/authorization') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (
        url.searchParams.get('client_id') !== clientId ||
        url.searchParams.get('response_type') !== 'code'
      ) {
        response
          .writeHead(400, { 'content-type': 'text/html' })
          .end('<p>Invalid client_id or response_type</p>');
        return;
      }
      if (!redirectUris.has(redirectUri)) {
        response
          .writeHead(400, { 'content-type': 'text/html' })
          .end('<p>The redirect_uri does not match the registered value</p>');
        return;
      }
      const back = new URL(redirectUri);
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      const scopes = (url.searchParams.get('scope') ?? '').split(/[ ,]+/).filter(Boolean);
      if (scopes.some((scope) => !productScopes.has(scope))) {
        back.searchParams.set('error', 'unauthorized_scope_error');
        back.searchParams.set('error_description', 'Scope is not authorized for your application');
      } else if (deny) {
        deny = false;
        back.searchParams.set('error', 'user_cancelled_authorize');
        back.searchParams.set('error_description', 'The user cancelled the authorization');
      } else {
        const code = randomBytes(24).toString('base64url');
        codes.set(code, { redirectUri, scopes });
        back.searchParams.set('code', code);
      }
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (request.method === 'POST' && path === '/oauth/v2/accessToken') {
      const form = new URLSearchParams((await readRaw(request)).toString('utf8'));
      const code = codes.get(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || !code) {
        throw new Answer(400, {
          error: 'invalid_request',
          error_description: 'Unable to retrieve access token: authorization code not found',
        });
      }
      codes.delete(form.get('code') ?? '');
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        throw new Answer(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      if (form.get('redirect_uri') !== code.redirectUri) {
        throw new Answer(400, {
          error: 'invalid_request',
          error_description:
            'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code',
        });
      }
      const token = `AQV${randomBytes(32).toString('base64url')}`;
      tokens.set(token, { sub: member.sub, scopes: code.scopes, valid: true });
      throw new Answer(200, {
        access_token: token,
        expires_in: TOKEN_SECONDS,
        scope: code.scopes.join(','),
        token_type: 'Bearer',
        id_token: 'eyJ.fake.jwt',
      });
    }

    if (request.method === 'GET' && path === '/v2/userinfo') {
      const info = authenticate(request);
      if (!info.scopes.includes('openid'))
        fail(403, 'Not enough permissions to access: userinfo.GET.NO_VERSION', 100, 'ACCESS_DENIED');
      throw new Answer(200, {
        sub: info.sub,
        name: member.name,
        given_name: 'Marina',
        family_name: 'Teste',
        picture: member.picture,
        locale: { country: 'BR', language: 'pt' },
      });
    }

    if (request.method === 'PUT' && path.startsWith('/upload/')) {
      const info = authenticate(request);
      const urn = uploads.get(path.slice('/upload/'.length));
      const document = urn ? documents.get(urn) : undefined;
      if (!urn || !document || document.owner !== `urn:li:person:${info.sub}`) fail(404, 'Upload not found');
      const bytes = await readRaw(request);
      if (document) {
        document.bytes = bytes.length;
        document.status =
          bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? 'PROCESSING' : 'PROCESSING_FAILED';
      }
      response.writeHead(201).end();
      return;
    }

    if (path.startsWith('/rest/')) {
      restHeaders(request);
      const info = authenticate(request);
      if (!info.scopes.includes('w_member_social')) {
        fail(403, `Not enough permissions to access: ${request.method} ${path}`, 100, 'ACCESS_DENIED');
      }
      const person = `urn:li:person:${info.sub}`;

      if (
        request.method === 'POST' &&
        path === '/rest/documents' &&
        url.searchParams.get('action') === 'initializeUpload'
      ) {
        const body = JSON.parse((await readRaw(request)).toString('utf8') || '{}') as {
          initializeUploadRequest?: { owner?: string };
        };
        const owner = body.initializeUploadRequest?.owner;
        if (!owner) fail(422, 'initializeUploadRequest.owner is required', 0, 'UNPROCESSABLE_ENTITY');
        if (owner !== person)
          fail(
            403,
            'Accessing this document resource is forbidden. Please check your permissions for this resource',
          );
        const urn = `urn:li:document:D${String(nextId++)}`;
        const uploadId = randomBytes(12).toString('hex');
        documents.set(urn, { owner: person, status: 'WAITING_UPLOAD', readsLeft: processingReads, bytes: 0 });
        uploads.set(uploadId, urn);
        throw new Answer(200, {
          value: {
            uploadUrlExpiresAt: Date.now() + 3600_000,
            uploadUrl: `${server.url}/upload/${uploadId}`,
            document: urn,
          },
        });
      }

      if (request.method === 'GET' && path.startsWith('/rest/documents/')) {
        const urn = decodeURIComponent(path.slice('/rest/documents/'.length));
        const document = documents.get(urn);
        if (!document) return fail(404, 'Document not found', 0, 'NOT_FOUND');
        if (document.owner !== person)
          fail(
            403,
            'Accessing this document resource is forbidden. Please check your permissions for this resource',
          );
        if (document.status === 'PROCESSING') {
          if (document.readsLeft > 0) document.readsLeft--;
          else document.status = 'AVAILABLE';
        }
        throw new Answer(200, { id: urn, owner: document.owner, status: document.status });
      }

      if (request.method === 'POST' && path === '/rest/posts') {
        postCalls++;
        const body = JSON.parse((await readRaw(request)).toString('utf8') || '{}') as Record<string, unknown>;
        const content = body.content as { media?: { id?: string; title?: string } } | undefined;
        const distribution = body.distribution as { feedDistribution?: string } | undefined;
        const commentary = typeof body.commentary === 'string' ? body.commentary : '';
        if (body.author !== person) fail(403, 'Member is not authorized to create a post as this author');
        if (visibleLength(commentary) > COMMENTARY_MAX) {
          fail(
            422,
            `/commentary :: length ${visibleLength(commentary)} exceeds maximum ${COMMENTARY_MAX}`,
            0,
            'UNPROCESSABLE_ENTITY',
          );
        }
        if (
          body.visibility !== 'PUBLIC' ||
          distribution?.feedDistribution !== 'MAIN_FEED' ||
          body.lifecycleState !== 'PUBLISHED'
        ) {
          fail(422, 'visibility, distribution or lifecycleState is invalid', 0, 'UNPROCESSABLE_ENTITY');
        }
        const documentUrn = content?.media?.id ?? '';
        const document = documents.get(documentUrn);
        if (!document || document.owner !== person || document.status !== 'AVAILABLE') {
          fail(422, `/content/media/id :: ${documentUrn} is not available`, 0, 'UNPROCESSABLE_ENTITY');
        }
        if (!content?.media?.title)
          fail(422, '/content/media/title is required for a document', 0, 'UNPROCESSABLE_ENTITY');
        const urn = `urn:li:share:${String(nextId++)}`;
        posts.push({
          urn,
          author: person,
          commentary,
          documentUrn,
          title: content?.media?.title ?? '',
          body,
        });
        if (hang) {
          hung.push(response);
          return;
        }
        response.writeHead(201, { 'x-restli-id': urn, 'x-linkedin-id': urn }).end();
        return;
      }
    }
    fail(404, `No route for ${request.method} ${path}`, 0, 'NOT_FOUND');
  }

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof Answer) {
        response
          .writeHead(error.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(error.body));
        return;
      }
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 500, message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const server = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };

  return {
    url: server.url,
    clientId,
    clientSecret,
    member,
    redirectUris,
    productScopes,
    posts,
    get postCalls() {
      return postCalls;
    },
    documents,
    requests,
    denyNextAuthorization: () => {
      deny = true;
    },
    invalidateTokens: () => {
      for (const info of tokens.values()) info.valid = false;
    },
    failNext: (path, status, message = 'Refused by the fake') => {
      failures.push({ path, status, message });
    },
    hangAfterPost: (on) => {
      hang = on;
    },
    close: async () => {
      for (const response of hung.splice(0)) response.destroy();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
