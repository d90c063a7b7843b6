import type { Config } from '../config';

/** What proxy-addr asks of each hop: `hop` 0 is our socket's peer, then right to left through X-Forwarded-For. */
type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for our TRUST_PROXY (docs/decisions/0003). A hop count becomes "trust the first n hops
 * from our socket", as proxy-addr counts them: Fastify itself refuses a bare number (it trusts nothing then),
 * and a plain `true` would trust the left-most address, which the client writes.
 */
export function toFastifyTrustProxy(trust: Config['TRUST_PROXY']): false | string[] | TrustProxyFunction {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
