import ipaddr from 'ipaddr.js';

/**
 * Which addresses a fetch of a user-given link may reach (docs/decisions/0019-outbound-fetch.md). Only global
 * unicast: ipaddr.js names every special range (loopback, private 10/8 172.16/12 192.168/16, link-local with the
 * 169.254.169.254 metadata service, CGNAT 100.64/10, multicast, broadcast, unspecified, reserved, benchmarking,
 * IPv6 unique-local fc00::/7, link-local fe80::/10, and the IPv6 forms that carry an IPv4 inside: NAT64, 6to4,
 * Teredo), so anything not plainly "unicast" is refused. An IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the
 * IPv4 it carries.
 */
export function isPublicAddress(address: string): boolean {
  const bare = stripBrackets(address);
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  return parsed.range() === 'unicast';
}

/** A host name or an address as written in OUTBOUND_ALLOW_HOSTS or a URL: lower-case, IPv6 without brackets. */
export function normalizeHost(host: string): string {
  const bare = stripBrackets(host.trim().toLowerCase()).replace(/\.$/, '');
  // ::ffff:127.0.0.1 and 127.0.0.1 are one address; 0:0::1 and ::1 too.
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toString() : bare;
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * The hosts an install allows although they are private (tests, intranet): comma-separated names or
 * addresses. Empty by default, and nothing else relaxes the rule.
 */
export function parseAllowHosts(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((entry) => normalizeHost(entry))
    .filter((entry) => entry !== '');
}

/**
 * True when the host may be reached at this address: a public address always; a private one only when the
 * link's host name or the address itself is in the allowance.
 */
export function isAllowedAddress(host: string, address: string, allowHosts: readonly string[]): boolean {
  if (isPublicAddress(address)) return true;
  return allowHosts.includes(normalizeHost(host)) || allowHosts.includes(normalizeHost(address));
}
