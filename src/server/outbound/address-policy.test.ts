import { describe, expect, it } from 'vitest';
import { isAllowedAddress, isPublicAddress, normalizeHost, parseAllowHosts } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.45.6.7'],
    ['unspecified', '0.0.0.0'],
    ['"this network" 0/8', '0.1.2.3'],
    ['private 10/8', '10.20.30.40'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.16/12, upper end', '172.31.255.254'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local', '169.254.10.10'],
    ['cloud metadata service', '169.254.169.254'],
    ['CGNAT 100.64/10', '100.64.0.1'],
    ['CGNAT 100.64/10, upper end', '100.127.255.254'],
    ['multicast', '224.0.0.1'],
    ['multicast, upper end', '239.255.255.250'],
    ['broadcast', '255.255.255.255'],
    ['reserved 240/4', '240.0.0.1'],
    ['benchmarking 198.18/15', '198.18.0.1'],
    ['documentation TEST-NET-1', '192.0.2.10'],
  ])('refuses IPv4 %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['loopback', '::1'],
    ['loopback, long form', '0:0:0:0:0:0:0:1'],
    ['loopback in brackets', '[::1]'],
    ['unspecified', '::'],
    ['unique local fc00::/7', 'fd12:3456:789a::1'],
    ['unique local, fc prefix', 'fc00::1'],
    ['link-local fe80::/10', 'fe80::1'],
    ['multicast ff00::/8', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, hex form', '::ffff:a00:1'],
    ['IPv4-mapped metadata service', '::ffff:169.254.169.254'],
    ['IPv4-mapped in brackets', '[::ffff:192.168.0.1]'],
    ['NAT64 carrying an IPv4', '64:ff9b::a00:1'],
    ['6to4 carrying an IPv4', '2002:a00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['documentation 2001:db8::/32', '2001:db8::1'],
  ])('refuses IPv6 %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '200.147.67.142',
    '172.32.0.1',
    '100.128.0.1',
    '2804:14c:65::1',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    expect(isPublicAddress('exemplo.com.br')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('OUTBOUND_ALLOW_HOSTS', () => {
  it('reads names and addresses, trimmed and lower-cased, IPv6 without brackets', () => {
    expect(parseAllowHosts(' Intranet.Empresa.local , 10.0.0.5,[::1],, ')).toEqual([
      'intranet.empresa.local',
      '10.0.0.5',
      '::1',
    ]);
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(parseAllowHosts('')).toEqual([]);
  });

  it('lets a named host reach its private address, and nothing else', () => {
    const allow = parseAllowHosts('intranet.empresa.local');
    expect(isAllowedAddress('intranet.empresa.local', '10.1.2.3', allow)).toBe(true);
    expect(isAllowedAddress('INTRANET.empresa.local.', '10.1.2.3', allow)).toBe(true);
    expect(isAllowedAddress('outro.empresa.local', '10.1.2.3', allow)).toBe(false);
  });

  it('lets an allowed address through under any of its spellings', () => {
    const allow = parseAllowHosts('127.0.0.1');
    expect(isAllowedAddress('localhost', '127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', '::ffff:127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('localhost', '127.0.0.2', allow)).toBe(false);
    expect(normalizeHost('[0:0::1]')).toBe('::1');
  });

  it('always lets a public address through', () => {
    expect(isAllowedAddress('exemplo.com.br', '200.147.67.142', [])).toBe(true);
  });
});
