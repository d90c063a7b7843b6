import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowHosts } from './address-policy';
import { fetchOutbound, OutboundFetchError, type Resolver } from './outbound-fetch';

/** A local site: each path answers one way. Requests are counted so a refused fetch can be shown to send nothing. */
const hits: string[] = [];
let port = 0;
const server = http.createServer((request, response) => {
  const path = request.url ?? '/';
  hits.push(path);
  const redirect = /^\/salto\/(\d+)$/.exec(path);
  if (redirect) {
    const left = Number(redirect[1]);
    response.writeHead(302, { location: left > 0 ? `/salto/${left - 1}` : '/artigo' });
    return response.end();
  }
  switch (path) {
    case '/artigo':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<html><body><p>Olá, São Paulo</p></body></html>');
    case '/gzip':
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-encoding': 'gzip' });
      return response.end(gzipSync('texto comprimido'));
    case '/bomba':
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      return response.end(gzipSync(Buffer.alloc(2 * 1024 * 1024, 'a')));
    case '/grande':
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(50 * 1024 * 1024) });
      return response.end();
    case '/sem-tamanho':
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write(Buffer.alloc(600 * 1024, 'a'));
      return response.end(Buffer.alloc(600 * 1024, 'a'));
    case '/pdf-generico':
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      return response.end('%PDF-1.7\n...');
    case '/imagem':
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end('png');
    case '/lento':
      return; // never answers
    case '/para-privado':
      response.writeHead(302, { location: `http://127.0.0.1:${port}/artigo` });
      return response.end();
    case '/para-metadados':
      response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    case '/para-interno':
      response.writeHead(307, { location: `http://interno.teste:${port}/artigo` });
      return response.end();
    case '/para-ftp':
      response.writeHead(302, { location: 'ftp://exemplo.com.br/arquivo' });
      return response.end();
    default:
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('não achei');
  }
});

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** A resolver with fixed answers, counting the questions (the real DNS knows none of these names). */
function fakeDns(answers: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    const addresses = answers[host];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({
      address,
      family: address.includes(':') ? (6 as const) : (4 as const),
    }));
  };
  return Object.assign(resolve, { asked });
}

const site = (path: string, host = 'artigo.teste') => `http://${host}:${port}${path}`;

async function refusal(promise: Promise<unknown>): Promise<OutboundFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof OutboundFetchError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const allowed = { allowHosts: parseAllowHosts('artigo.teste') };

describe('fetchOutbound', () => {
  it('reads an allowed host through the address its single lookup returned', async () => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    const page = await fetchOutbound(site('/artigo'), { ...allowed, resolve });
    expect(page.kind).toBe('html');
    expect(page.body.toString('utf8')).toContain('Olá, São Paulo');
    expect(resolve.asked).toEqual(['artigo.teste']);
  });

  it('refuses a private address that is not allowed, without sending a request', async () => {
    const before = hits.length;
    const error = await refusal(fetchOutbound(`http://127.0.0.1:${port}/artigo`, { allowHosts: [] }));
    expect(error.reason).toBe('private');
    expect(error.message).toMatch(/rede interna/);
    expect(hits.length).toBe(before);
  });

  it('refuses a host whose DNS answer mixes a public and a private address', async () => {
    const before = hits.length;
    const resolve = fakeDns({ 'misto.teste': ['200.147.67.142', '10.0.0.7'] });
    const error = await refusal(fetchOutbound(site('/artigo', 'misto.teste'), { allowHosts: [], resolve }));
    expect(error.reason).toBe('private');
    expect(hits.length).toBe(before);
  });

  it.each([
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6, hex form', 'http://[::ffff:a9fe:a9fe]/'],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a decimal IPv4 (2130706433 is 127.0.0.1)', 'http://2130706433/'],
    ['an octal-ish IPv4', 'http://0177.0.0.1/'],
    ['a private IPv4', 'https://192.168.0.1/admin'],
    ['a CGNAT IPv4', 'http://100.64.1.1/'],
  ])('refuses %s', async (_name, url) => {
    const error = await refusal(fetchOutbound(url, { allowHosts: [] }));
    expect(error.reason).toBe('private');
  });

  it('refuses a host resolving to an IPv6 private address', async () => {
    const resolve = fakeDns({ 'v6.teste': ['fd00::1'] });
    expect((await refusal(fetchOutbound(site('/', 'v6.teste'), { allowHosts: [], resolve }))).reason).toBe(
      'private',
    );
  });

  it.each([
    ['to a private address', '/para-privado'],
    ['to the metadata service', '/para-metadados'],
    ['to a name resolving to a private address', '/para-interno'],
  ])('refuses a redirect %s', async (_name, path) => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'], 'interno.teste': ['10.1.1.1'] });
    const before = hits.length;
    const error = await refusal(fetchOutbound(site(path), { ...allowed, resolve }));
    expect(error.reason).toBe('private');
    expect(hits.length).toBe(before + 1);
  });

  it('refuses a redirect to another protocol', async () => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    expect((await refusal(fetchOutbound(site('/para-ftp'), { ...allowed, resolve }))).reason).toBe(
      'protocol',
    );
  });

  it('follows 5 redirects, each vetted, and refuses a 6th', async () => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    const page = await fetchOutbound(site('/salto/4'), { ...allowed, resolve });
    expect(page.url).toBe(site('/artigo'));
    expect(resolve.asked).toHaveLength(6);
    const error = await refusal(fetchOutbound(site('/salto/5'), { ...allowed, resolve }));
    expect(error.reason).toBe('too_many_redirects');
  });

  it.each([
    ['file:///etc/passwd', 'protocol'],
    ['ftp://exemplo.com.br/a', 'protocol'],
    ['javascript:alert(1)', 'protocol'],
    ['não é link', 'invalid_url'],
    ['https://usuario:senha@exemplo.com.br/', 'credentials'],
    ['https://www.youtube.com/watch?v=abc', 'video'],
    ['https://youtu.be/abc', 'video'],
    ['https://www.instagram.com/p/abc/', 'video'],
  ])('refuses %s before any lookup', async (url, reason) => {
    const resolve = fakeDns({});
    const error = await refusal(fetchOutbound(url, { allowHosts: [], resolve }));
    expect(error.reason).toBe(reason);
    expect(resolve.asked).toEqual([]);
  });

  it('asks for the transcript when given a video link', async () => {
    const error = await refusal(fetchOutbound('https://m.youtube.com/watch?v=x', { allowHosts: [] }));
    expect(error.message).toMatch(/transcrição/);
  });

  it('says so when the host does not exist', async () => {
    const resolve = fakeDns({});
    expect((await refusal(fetchOutbound(site('/', 'nada.teste'), { allowHosts: [], resolve }))).reason).toBe(
      'not_found',
    );
  });

  it('unpacks a gzip answer', async () => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    const page = await fetchOutbound(site('/gzip'), { ...allowed, resolve });
    expect(page.kind).toBe('text');
    expect(page.body.toString()).toBe('texto comprimido');
  });

  it.each([
    ['a declared size over the cap', '/grande'],
    ['a body that grows past the cap', '/sem-tamanho'],
    ['a small gzip that unpacks past the cap', '/bomba'],
  ])('refuses %s', async (_name, path) => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    const error = await refusal(fetchOutbound(site(path), { ...allowed, resolve, maxBytes: 1024 * 1024 }));
    expect(error.reason).toBe('too_large');
  });

  it('refuses what is not HTML, text or PDF, and recognises a PDF sent as a generic download', async () => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    expect((await refusal(fetchOutbound(site('/imagem'), { ...allowed, resolve }))).reason).toBe(
      'unsupported_type',
    );
    expect((await fetchOutbound(site('/pdf-generico'), { ...allowed, resolve })).kind).toBe('pdf');
  });

  it('gives up on a site that does not answer in time', async () => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    const error = await refusal(fetchOutbound(site('/lento'), { ...allowed, resolve, timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
  });

  it('tells the status of an error page', async () => {
    const resolve = fakeDns({ 'artigo.teste': ['127.0.0.1'] });
    const error = await refusal(fetchOutbound(site('/sumiu'), { ...allowed, resolve }));
    expect(error.reason).toBe('http_error');
    expect(error.message).toContain('(404)');
  });
});
