import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type ServerOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import selfsigned from 'selfsigned';
import { z } from 'zod';
import { buildBrCodeFromFields } from '../../src/server/payments/pix/br-code';

/**
 * A local PSP speaking the Banco Central's "API Pix" v2 (bacen/pix-api): OAuth2 client credentials at
 * /oauth/token, PUT/GET /v2/cob/{txid}, GET /v2/loc/{id}/qrcode, PUT /v2/webhook/{chave} and
 * PUT /v2/pix/{e2eid}/devolucao/{id}, over TLS that REQUIRES a client certificate issued by its CA, as real
 * PSPs do. Errors follow the standard's problem+json shape. Tests drive the payer's side (pay, refund
 * confirmations) through its methods.
 */

export interface TestPki {
  caCert: string;
  server: { cert: string; key: string };
  /** The client certificate and its key, encrypted with `clientPassword`. */
  client: { cert: string; key: string };
  clientPassword: string;
  /** A .pem holding the client certificate and its encrypted key, as PIX_BCB_CERT takes it. */
  clientPemPath: string;
  caPath: string;
  /** A certificate from another CA, which the PSP must refuse. */
  stranger: { cert: string; key: string };
}

const ecOptions = { keyType: 'ec' as const, algorithm: 'sha256' as const };

/** A test CA, the PSP's server certificate and our client certificate, all made here (no files in the repo). */
export async function createTestPki(): Promise<TestPki> {
  const inOneYear = new Date(Date.now() + 365 * 86_400_000);
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'PSP de Teste CA' }], {
    ...ecOptions,
    notAfterDate: inOneYear,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  const signer = { key: ca.private, cert: ca.cert };
  const server = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    ...ecOptions,
    notAfterDate: inOneYear,
    ca: signer,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const clientPassword = 'senha-do-certificado';
  const client = await selfsigned.generate([{ name: 'commonName', value: 'carrossel-cliente' }], {
    ...ecOptions,
    notAfterDate: inOneYear,
    ca: signer,
    passphrase: clientPassword,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
  });
  const stranger = await selfsigned.generate([{ name: 'commonName', value: 'intruso' }], ecOptions);
  const dir = mkdtempSync(path.join(tmpdir(), 'pix-bcb-'));
  const clientPemPath = path.join(dir, 'cliente.pem');
  writeFileSync(clientPemPath, `${client.cert}\n${client.private}`, { mode: 0o600 });
  const caPath = path.join(dir, 'ca.pem');
  writeFileSync(caPath, ca.cert);
  return {
    caCert: ca.cert,
    server: { cert: server.cert, key: server.private },
    client: { cert: client.cert, key: client.private },
    clientPassword,
    clientPemPath,
    caPath,
    stranger: { cert: stranger.cert, key: stranger.private },
  };
}

export interface FakePspRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

interface FakeDevolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

interface FakePix {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
  devolucoes: FakeDevolucao[];
}

export interface FakeCob {
  txid: string;
  revisao: number;
  calendario: { criacao: string; expiracao: number };
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  status: string;
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  pixCopiaECola?: string;
  pix?: FakePix[];
}

export interface FakePspOptions {
  pki: TestPki;
  clientId: string;
  clientSecret: string;
  /** Seconds each token lives; default 3600. */
  tokenTtlSeconds?: number;
  /** Efí's older answers: no pixCopiaECola on the cob (read /v2/loc/{id}/qrcode). */
  omitPixCopiaECola?: boolean;
}

export interface FakePsp {
  url: string;
  requests: FakePspRequest[];
  cobs: ReadonlyMap<string, FakeCob>;
  /** The URL last registered with PUT /v2/webhook, and the headers it came with. */
  webhook: { url: string; headers: IncomingMessage['headers'] } | null;
  tokensIssued(): number;
  /** Every token issued so far stops working (as after a rotation at the PSP): the next call gets 401. */
  revokeTokens(): void;
  /** The payer pays the cob; returns the notification body the PSP would post: `{ pix: [...] }`. */
  pay(txid: string, options?: { valorCents?: number }): { pix: Omit<FakePix, 'devolucoes'>[] };
  /** The next devolução is refused with this HTTP status (problem+json). */
  refuseNextRefund(status: number): void;
  /** Devoluções stay EM_PROCESSAMENTO until settleRefunds() (as a real settlement does). */
  holdRefunds(hold: boolean): void;
  /** Every devolução EM_PROCESSAMENTO ends DEVOLVIDO, or NAO_REALIZADO (the standard's "not carried out"). */
  settleRefunds(outcome?: 'DEVOLVIDO' | 'NAO_REALIZADO'): void;
  /** The next devolução is made, but its answer is lost (the connection drops before it is written). */
  loseNextRefundAnswer(): void;
  /** Devolução answers wait until the returned function is called (the request is already recorded). */
  pauseRefunds(): () => void;
  /** Someone refunds the paid cob in the PSP's own panel (not through our API). */
  refundAtPanel(txid: string): void;
  close(): Promise<void>;
}

const cobBodySchema = z.object({
  calendario: z.object({ expiracao: z.number().int().positive() }),
  valor: z.object({ original: z.string().regex(/^\d{1,10}\.\d{2}$/) }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
const devolucaoBodySchema = z.object({
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  descricao: z.string().max(140).optional(),
});
const TXID = /^[A-Za-z0-9]{26,35}$/;

function problem(status: number, title: string, detail: string) {
  return {
    status,
    body: { type: `https://pix.bcb.gov.br/api/v2/error/${title}`, title, status, detail },
  };
}

function toCents(valor: string): number {
  const [reais = '0', centavos = '0'] = valor.split('.');
  return Number(reais) * 100 + Number(centavos);
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export async function startFakePsp(options: FakePspOptions): Promise<FakePsp> {
  const requests: FakePspRequest[] = [];
  const cobs = new Map<string, FakeCob>();
  const tokens = new Map<string, number>();
  let issued = 0;
  let nextLoc = 1;
  let refusal: number | null = null;
  let holding = false;
  let loseRefundAnswer = false;
  let refundGate: Promise<void> | null = null;
  const state: { webhook: FakePsp['webhook'] } = { webhook: null };

  function findPix(e2eid: string): FakePix | undefined {
    for (const cob of cobs.values()) {
      const found = cob.pix?.find((pix) => pix.endToEndId === e2eid);
      if (found) return found;
    }
    return undefined;
  }

  function brCodeFor(cob: FakeCob): string {
    return buildBrCodeFromFields([
      { id: '00', value: '01' },
      { id: '01', value: '12' },
      {
        id: '26',
        subfields: [
          { id: '00', value: 'br.gov.bcb.pix' },
          { id: '25', value: cob.location },
        ],
      },
      { id: '52', value: '0000' },
      { id: '53', value: '986' },
      { id: '54', value: cob.valor.original },
      { id: '58', value: 'BR' },
      { id: '59', value: 'CARROSSEL TESTE' },
      { id: '60', value: 'SAO PAULO' },
      { id: '62', subfields: [{ id: '05', value: '***' }] },
    ]);
  }

  function handle(method: string, url: URL, headers: IncomingMessage['headers'], body: unknown) {
    if (method === 'POST' && url.pathname === '/oauth/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (headers.authorization !== expected) return problem(401, 'AcessoNegado', 'credenciais inválidas');
      const form = new URLSearchParams(typeof body === 'string' ? body : '');
      if (form.get('grant_type') !== 'client_credentials') {
        return problem(400, 'RequisicaoInvalida', 'grant_type');
      }
      const token = randomBytes(16).toString('hex');
      const ttl = options.tokenTtlSeconds ?? 3600;
      tokens.set(token, Date.now() + ttl * 1000);
      issued++;
      return {
        status: 200,
        body: { access_token: token, token_type: 'Bearer', expires_in: ttl, scope: form.get('scope') },
      };
    }
    const bearer = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      return problem(401, 'AcessoNegado', 'token inválido ou expirado');
    }

    const cobMatch = /^\/v2\/cob\/([^/]+)$/.exec(url.pathname);
    if (cobMatch) {
      const txid = decodeURIComponent(cobMatch[1] ?? '');
      if (!TXID.test(txid)) return problem(400, 'CobOperacaoInvalida', 'txid inválido');
      if (method === 'GET') {
        const cob = cobs.get(txid);
        return cob ? { status: 200, body: cob } : problem(404, 'CobNaoEncontrado', 'cobrança não encontrada');
      }
      if (method === 'PUT') {
        if (cobs.has(txid)) return problem(400, 'CobOperacaoInvalida', 'txid já utilizado');
        const parsed = cobBodySchema.safeParse(body);
        if (!parsed.success) return problem(400, 'CobOperacaoInvalida', parsed.error.message);
        const loc = nextLoc++;
        const location = `pix.psp-teste.local/qr/v2/${randomBytes(8).toString('hex')}`;
        const cob: FakeCob = {
          txid,
          revisao: 0,
          calendario: { criacao: new Date().toISOString(), expiracao: parsed.data.calendario.expiracao },
          loc: { id: loc, location, tipoCob: 'cob' },
          location,
          status: 'ATIVA',
          valor: parsed.data.valor,
          chave: parsed.data.chave,
          ...(parsed.data.solicitacaoPagador ? { solicitacaoPagador: parsed.data.solicitacaoPagador } : {}),
        };
        if (!options.omitPixCopiaECola) cob.pixCopiaECola = brCodeFor(cob);
        cobs.set(txid, cob);
        return { status: 201, body: cob };
      }
    }

    const locMatch = /^\/v2\/loc\/(\d+)\/qrcode$/.exec(url.pathname);
    if (method === 'GET' && locMatch) {
      const cob = [...cobs.values()].find((item) => item.loc.id === Number(locMatch[1]));
      if (!cob) return problem(404, 'LocNaoEncontrado', 'location não encontrada');
      return { status: 200, body: { qrcode: brCodeFor(cob), imagemQrcode: 'data:image/png;base64,' } };
    }

    const webhookMatch = /^\/v2\/webhook\/([^/]+)$/.exec(url.pathname);
    if (method === 'PUT' && webhookMatch) {
      const webhookUrl = (body as { webhookUrl?: unknown } | null)?.webhookUrl;
      if (
        typeof webhookUrl !== 'string' ||
        (!webhookUrl.startsWith('https://') && !webhookUrl.startsWith('http://'))
      ) {
        return problem(400, 'WebhookOperacaoInvalida', 'webhookUrl inválida');
      }
      state.webhook = { url: webhookUrl, headers };
      return { status: 204, body: null };
    }

    const devolucaoMatch = /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(url.pathname);
    if (method === 'PUT' && devolucaoMatch) {
      const pix = findPix(decodeURIComponent(devolucaoMatch[1] ?? ''));
      if (!pix) return problem(404, 'PixNaoEncontrado', 'pix não encontrado');
      const id = decodeURIComponent(devolucaoMatch[2] ?? '');
      const existing = pix.devolucoes.find((item) => item.id === id);
      if (existing) return { status: 201, body: existing };
      if (refusal !== null) {
        const status = refusal;
        refusal = null;
        return problem(status, 'PixDevolucaoOperacaoInvalida', 'devolução recusada pelo PSP');
      }
      const parsed = devolucaoBodySchema.safeParse(body);
      if (!parsed.success) return problem(400, 'PixDevolucaoOperacaoInvalida', parsed.error.message);
      const returned = pix.devolucoes.reduce((sum, item) => sum + toCents(item.valor), 0);
      if (returned + toCents(parsed.data.valor) > toCents(pix.valor)) {
        return problem(400, 'PixDevolucaoOperacaoInvalida', 'valor maior que o disponível');
      }
      const now = new Date().toISOString();
      const devolucao: FakeDevolucao = {
        id,
        rtrId: `D${randomBytes(15).toString('hex').toUpperCase()}`,
        valor: parsed.data.valor,
        horario: holding ? { solicitacao: now } : { solicitacao: now, liquidacao: now },
        status: holding ? 'EM_PROCESSAMENTO' : 'DEVOLVIDO',
      };
      pix.devolucoes.push(devolucao);
      return { status: 201, body: devolucao };
    }
    return problem(404, 'NaoEncontrado', `${method} ${url.pathname}`);
  }

  const serverOptions: ServerOptions = {
    key: options.pki.server.key,
    cert: options.pki.server.cert,
    ca: options.pki.caCert,
    requestCert: true,
    rejectUnauthorized: true,
  };
  const server = createServer(serverOptions, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'https://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      if ((request.headers['content-type'] ?? '').includes('json')) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const socket = request.socket as TLSSocket;
      // rejectUnauthorized already closed connections without a valid certificate; this is a second guard.
      if (!socket.authorized) {
        response.writeHead(403).end();
        return;
      }
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      });
      const answer = handle(method, url, request.headers, body);
      if (method === 'PUT' && url.pathname.includes('/devolucao/')) {
        if (loseRefundAnswer) {
          loseRefundAnswer = false;
          request.socket.destroy();
          return;
        }
        if (refundGate) {
          void refundGate.then(() => send(response, answer));
          return;
        }
      }
      send(response, answer);
    });
  });
  function send(response: ServerResponse, answer: { status: number; body: unknown }) {
    if (answer.body === null) {
      response.writeHead(answer.status).end();
      return;
    }
    response
      .writeHead(answer.status, {
        'Content-Type': answer.status >= 400 ? 'application/problem+json' : 'application/json',
      })
      .end(JSON.stringify(answer.body));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://127.0.0.1:${port}`,
    requests,
    cobs,
    get webhook() {
      return state.webhook;
    },
    tokensIssued: () => issued,
    revokeTokens() {
      tokens.clear();
    },
    pay(txid, payOptions = {}) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`no cob ${txid}`);
      const pix: FakePix = {
        endToEndId:
          `E00000000${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(6).toString('hex')}`.slice(
            0,
            32,
          ),
        txid,
        valor: payOptions.valorCents === undefined ? cob.valor.original : fromCents(payOptions.valorCents),
        horario: new Date().toISOString(),
        devolucoes: [],
      };
      cob.status = 'CONCLUIDA';
      cob.pix = [...(cob.pix ?? []), pix];
      const { devolucoes: _omitted, ...notified } = pix;
      return { pix: [notified] };
    },
    refuseNextRefund(status) {
      refusal = status;
    },
    holdRefunds(hold) {
      holding = hold;
    },
    loseNextRefundAnswer() {
      loseRefundAnswer = true;
    },
    pauseRefunds() {
      let release = () => {};
      refundGate = new Promise<void>((resolve) => {
        release = () => {
          refundGate = null;
          resolve();
        };
      });
      return release;
    },
    settleRefunds(outcome = 'DEVOLVIDO') {
      for (const cob of cobs.values()) {
        for (const pix of cob.pix ?? []) {
          for (const devolucao of pix.devolucoes) {
            if (devolucao.status !== 'EM_PROCESSAMENTO') continue;
            devolucao.status = outcome;
            if (outcome === 'DEVOLVIDO') devolucao.horario.liquidacao = new Date().toISOString();
            else devolucao.motivo = 'Conta do pagador encerrada';
          }
        }
      }
    },
    refundAtPanel(txid) {
      const pix = cobs.get(txid)?.pix?.[0];
      if (!pix) throw new Error(`cob ${txid} is not paid`);
      const now = new Date().toISOString();
      pix.devolucoes.push({
        id: `painel${pix.devolucoes.length + 1}`,
        rtrId: `D${randomBytes(15).toString('hex').toUpperCase()}`,
        valor: pix.valor,
        horario: { solicitacao: now, liquidacao: now },
        status: 'DEVOLVIDO',
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
