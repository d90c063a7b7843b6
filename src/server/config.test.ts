import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ ...base });
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.WORKER).toBe('on');
    expect(config.STORAGE).toBe('local');
    expect(config.PIX_PROVIDER).toBe('sandbox');
    expect(config.AI_PROVIDER).toBe('local');
    expect(config.OUTBOUND_ALLOW_HOSTS).toEqual([]);
  });

  it('reads OUTBOUND_ALLOW_HOSTS as a list of names and addresses', () => {
    const config = loadConfig({ ...base, OUTBOUND_ALLOW_HOSTS: 'Intranet.local, 10.0.0.5 ,[::1]' });
    expect(config.OUTBOUND_ALLOW_HOSTS).toEqual(['intranet.local', '10.0.0.5', '::1']);
  });

  it('stops with one line naming the variable on a bad value', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/^Configuração inválida: PORT: /);
    expect(() => loadConfig({ ...base, WORKER: 'talvez' })).toThrow(/WORKER/);
    expect(() => loadConfig({ ...base, APP_URL: 'não é url' })).toThrow(/APP_URL/);
    const message = (() => {
      try {
        loadConfig({ ...base, DATABASE_URL: 'nada' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message?.split('\n')).toHaveLength(1);
  });

  it('requires the Mercado Pago credentials when that provider is chosen', () => {
    expect(() => loadConfig({ ...base, PIX_PROVIDER: 'mercadopago' })).toThrow(/MP_ACCESS_TOKEN/);
  });

  it('refuses to start in production unless PIX_PROVIDER is named, in one line', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/^Configuração inválida: PIX_PROVIDER [^\n]*$/);
    expect(() => loadConfig({ ...production, PIX_PROVIDER: ' ' })).toThrow(/PIX_PROVIDER/);
    expect(loadConfig({ ...production, PIX_PROVIDER: 'sandbox' }).PIX_PROVIDER).toBe('sandbox');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).PIX_PROVIDER).toBe('sandbox');
  });

  it('reads TRUST_PROXY as hops or as the proxies addresses, never as "trust the client"', () => {
    const trust = (value: string) => loadConfig({ ...base, TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    for (const bad of ['sim', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8,lixo', '99']) {
      expect(() => trust(bad), bad).toThrow(/^Configuração inválida: TRUST_PROXY: /);
    }
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = `${os.tmpdir()}/carrossel-config-${process.pid}-${Date.now()}`;
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    const second = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
  });
});
