import { describe, expect, it } from 'vitest';
import type { AccountSession } from './schemas';
import { describeDevicesLeaving, describeIpNetwork, groupSessions } from './session-groups';

const session = (id: string, overrides: Partial<AccountSession> = {}): AccountSession => ({
  id,
  dispositivo: 'Chrome no Linux',
  ip: '203.0.113.7',
  criada_em: '2026-11-01T10:00:00.000Z',
  visto_em: `2026-11-0${id}T10:00:00.000Z`,
  atual: false,
  ...overrides,
});

describe('describeIpNetwork', () => {
  it('names the /24 of an IPv4 address (also when mapped in IPv6) and the /48 of an IPv6 one', () => {
    expect(describeIpNetwork('203.0.113.7')).toBe('rede 203.0.113.0/24');
    expect(describeIpNetwork('::ffff:198.51.100.9')).toBe('rede 198.51.100.0/24');
    expect(describeIpNetwork('2001:db8:abcd:12::1')).toBe('rede 2001:db8:abcd::/48');
    expect(describeIpNetwork('::1')).toBe('rede 0:0:0::/48');
    expect(describeIpNetwork(null)).toBeNull();
  });
});

describe('groupSessions', () => {
  it('folds the same browser on the same network into one line, this device first and alone', () => {
    const groups = groupSessions([
      session('1'),
      session('2', { ip: '203.0.113.99' }),
      session('3', { atual: true }),
      session('4', { dispositivo: 'Safari no iPhone' }),
      session('5', { ip: '198.51.100.1' }),
    ]);
    expect(groups.map((group) => group.sessions.map((s) => s.id))).toEqual([['3'], ['5'], ['4'], ['2', '1']]);
    expect(groups[3]?.latest.id).toBe('2');
  });
});

describe('describeDevicesLeaving', () => {
  it('agrees in number', () => {
    expect(describeDevicesLeaving(1)).toBe('1 dispositivo sairá');
    expect(describeDevicesLeaving(26)).toBe('26 dispositivos sairão');
  });
});
