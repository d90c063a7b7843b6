import type { z } from 'zod';
import { type Endpoint, type EndpointGroup, endpointPath } from '../../shared/endpoint';
import { apiRequest, type RequestOptions } from './api-client';

type Empty = Record<never, never>;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
/** `{ key: T }`, optional when T asks for nothing (every field optional). */
type Part<Key extends string, Schema> = Schema extends z.ZodType
  ? Empty extends Input<Schema>
    ? { [K in Key]?: Input<Schema> }
    : { [K in Key]: Input<Schema> }
  : Empty;

/** What a call takes: the path's parameters by name, then `query` and `body` when the endpoint has them. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? Input<E['params']> : Empty) &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  (E['upload'] extends true ? { body: FormData | Blob } : Empty);

/** What a call resolves with: the answer as its schema parses it (a Blob with `responseType: 'blob'`). */
export type CallAnswer<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : unknown;

export type CallOptions = Pick<
  RequestOptions,
  'token' | 'signal' | 'anonymous' | 'responseType' | 'idempotencyKey'
>;

export type Caller<E extends Endpoint> = (
  ...args: Empty extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
) => Promise<CallAnswer<E>>;

export type Client<Group extends EndpointGroup> = { readonly [Name in keyof Group]: Caller<Group[Name]> };

/** The query string of a call: fields that are unset or empty are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A URL of an endpoint for what is not a fetch (an `<img src>`, a download link, an event stream). */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const values = input as Record<string, unknown> & { query?: Record<string, unknown> };
  return `${endpointPath(endpoint.path, values)}${queryString(values.query)}`;
}

function caller<E extends Endpoint>(endpoint: E): Caller<E> {
  return (async (input: CallInput<E> = {} as CallInput<E>, options: CallOptions = {}) => {
    const { body } = input as { body?: unknown };
    const answer = await apiRequest(endpointUrl(endpoint, input), {
      ...options,
      method: endpoint.method,
      ...(body !== undefined ? { body } : {}),
    });
    if (options.responseType === 'blob' || !endpoint.answer) return answer;
    return endpoint.answer.parse(answer);
  }) as Caller<E>;
}

/**
 * A feature's typed client, from its declarations in src/shared (`createApi(CAROUSEL_ENDPOINTS).get({ id })`):
 * the path, method and query come from the declaration and the answer is parsed with its schema, so a
 * mismatch fails loudly here instead of deep in a screen. No feature writes an /api path.
 */
export function createApi<Group extends EndpointGroup>(group: Group): Client<Group> {
  return Object.fromEntries(
    Object.entries(group).map(([name, endpoint]) => [name, caller(endpoint)]),
  ) as unknown as Client<Group>;
}
