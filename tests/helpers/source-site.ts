import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeTextPdf } from '../drafts/eval/draft-eval';

/** The saved news page the extraction unit tests read: a portal with every kind of furniture. */
export const NEWS_PAGE = readFileSync(
  new URL('../../src/server/drafts/extract/fixtures/noticia-portal.html', import.meta.url),
);

/** Facts of NEWS_PAGE a draft must keep, and furniture none of its fields may hold. */
export const NEWS_FACTS = ['180', '14 bairros', 'Porto Alegre'];
export const NEWS_FURNITURE = [
  'cookies',
  'Leia também',
  'Frente fria',
  'WhatsApp',
  'Compartilhe',
  'Publicidade',
  'Absurdo isso',
  'Mega-Sena',
  'Assine',
  'Todos os direitos reservados',
];

export const REPORT_LINES = [
  'A cooperativa Café do Cerrado fechou 2025 com 42 mil sacas colhidas em Patrocínio, Minas Gerais.',
  'A produção cresceu 18% sobre o ano anterior, e 312 famílias associadas dividiram R$ 9 milhões.',
  'A presidente Lúcia Andrade disse que a meta para 2026 é chegar a 50 mil sacas.',
];

export function makeReportPdf(): Promise<Buffer> {
  return makeTextPdf('Relatório anual da Café do Cerrado', [REPORT_LINES]);
}

export interface SourceSite {
  /** http://127.0.0.1:port */
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/** A local site the server may read when OUTBOUND_ALLOW_HOSTS names 127.0.0.1: an article, a PDF, a redirect chain. */
export async function startSourceSite(): Promise<SourceSite> {
  const pdf = await makeReportPdf();
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const hop = /^\/curto\/(\d)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      response.writeHead(301, { location: left > 1 ? `/curto/${left - 1}` : '/noticia' });
      return response.end();
    }
    if (path === '/noticia') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(NEWS_PAGE);
    }
    if (path === '/relatorio.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(pdf);
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('não encontrado');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
