import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat endpoint (POST /v1/chat/completions), so the
 * LLM writer is tested over real HTTP with the body the AI SDK really sends. Each request is
 * recorded; the test decides each answer: a completion, an HTTP error, or no answer in time.
 */

export interface ChatMessage {
  role: string;
  content: string;
}

/** The parts of the request body the tests read; everything else stays in `raw`. */
export interface ChatCompletionRequestBody {
  model: string;
  messages: ChatMessage[];
  response_format?: {
    type: string;
    json_schema?: { name?: string; description?: string; strict?: boolean; schema: Record<string, unknown> };
  };
  [key: string]: unknown;
}

export interface RecordedChatRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatCompletionRequestBody;
}

export type FakeChatReply =
  /** A 200 completion whose message content is this text (a model's raw answer). */
  | { kind: 'content'; content: string; finishReason?: string; model?: string }
  /** A whole response body, exactly as given (for recorded answers). */
  | { kind: 'body'; body: unknown }
  | { kind: 'error'; status: number; body: unknown }
  /** Accepts the request and never answers (until the client gives up or the server closes). */
  | { kind: 'hang' };

export type FakeChatHandler = (request: RecordedChatRequest, index: number) => FakeChatReply;

export interface FakeOpenAiServer {
  /** The API root to configure as AI_BASE_URL, ending in /v1. */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Replaces how the next requests are answered. */
  respondWith(handler: FakeChatHandler): void;
  close(): Promise<void>;
}

/** A chat.completion body in the shape OpenAI (and the compatible servers) return. */
export function buildChatCompletion(
  content: string,
  model: string,
  finishReason = 'stop',
): Record<string, unknown> {
  return {
    id: `chatcmpl-fake${Math.random().toString(36).slice(2, 12)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 900, completion_tokens: 700, total_tokens: 1600 },
    system_fingerprint: 'fp_fake',
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeOpenAiServer(handler: FakeChatHandler): Promise<FakeOpenAiServer> {
  let current = handler;
  const requests: RecordedChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(response, 404, {
        error: { message: `Unknown route ${request.method} ${path}`, type: 'invalid_request_error' },
      });
      return;
    }
    const recorded: RecordedChatRequest = {
      method: request.method,
      path,
      headers: request.headers,
      body: JSON.parse(await readBody(request)) as ChatCompletionRequestBody,
    };
    requests.push(recorded);
    const reply = current(recorded, requests.length - 1);
    switch (reply.kind) {
      case 'content':
        sendJson(
          response,
          200,
          buildChatCompletion(reply.content, reply.model ?? recorded.body.model, reply.finishReason),
        );
        return;
      case 'body':
        sendJson(response, 200, reply.body);
        return;
      case 'error':
        sendJson(response, reply.status, reply.body);
        return;
      case 'hang':
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      current = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
