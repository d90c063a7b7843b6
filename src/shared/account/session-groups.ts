import type { AccountSession } from './schemas';

/**
 * The approximate place of a sign-in without a geolocation database: the IP's network, a /24 for IPv4 and a
 * /48 for IPv6 (what a home or office line usually keeps between renewals), so sign-ins from one place read
 * alike while the full address stays out of sight.
 */
export function describeIpNetwork(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `rede ${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const [head] = ip.split('::');
    const groups = (head ?? '').split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `rede ${groups.join(':')}::/48`;
  }
  return null;
}

export interface SessionGroup {
  /** The newest session of the group: the one shown. */
  latest: AccountSession;
  /** Every session of the group (the same browser and system on the same network), newest activity first. */
  sessions: AccountSession[];
}

/**
 * Sign-ins of the same browser on the same network are one line with a count ("Chrome no Linux, 26
 * sessões"), instead of a row each; this device stays on its own line, first.
 */
export function groupSessions(sessions: readonly AccountSession[]): SessionGroup[] {
  const groups = new Map<string, AccountSession[]>();
  for (const session of sessions) {
    const key = session.atual
      ? `atual:${session.id}`
      : `${session.dispositivo}|${describeIpNetwork(session.ip) ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), session]);
  }
  return [...groups.values()]
    .map((members) => {
      const sorted = [...members].sort((a, b) => b.visto_em.localeCompare(a.visto_em));
      return { latest: sorted[0] as AccountSession, sessions: sorted };
    })
    .sort(
      (a, b) =>
        Number(b.latest.atual) - Number(a.latest.atual) || b.latest.visto_em.localeCompare(a.latest.visto_em),
    );
}

/** "1 dispositivo sairá" / "3 dispositivos sairão": the sentence of the "Sair de todos os outros" dialog. */
export function describeDevicesLeaving(count: number): string {
  return count === 1 ? '1 dispositivo sairá' : `${count} dispositivos sairão`;
}
