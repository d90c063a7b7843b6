import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { formatShortBalance } from '../../src/shared/batches/api';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { setUpAppKit } from '../helpers/app-kit';
import { CONVENCER_FIELDS } from '../helpers/carousels';
import type { TestApp } from '../helpers/test-app';
import { createUser, type TestUser } from '../helpers/users';

let testApp: TestApp;
let templates: TemplateDto[];
setUpAppKit({ worker: true }, (kit) => {
  ({ testApp, templates } = kit);
});

const item = (fields: Record<string, string> = CONVENCER_FIELDS) => ({
  objetivo: 'convencer',
  template_visual: templates[0]?.id,
  campos_personalizados: fields,
});

async function submit(user: TestUser, itens: unknown[], key?: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/carousels/batch',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { itens },
  });
  return {
    status: response.statusCode,
    body: response.body,
    json: response.json() as Record<string, unknown>,
  };
}

async function countOf(sql: string, userId: string): Promise<number> {
  const { rows } = await testApp.ctx.pool.query<{ n: number }>(sql, [userId]);
  return rows[0]?.n ?? 0;
}
const carouselsOf = (user: TestUser) =>
  countOf('select count(*)::int as n from carrosseis where id_usuario = $1', user.id);
const batchesOf = (user: TestUser) =>
  countOf('select count(*)::int as n from lotes where id_usuario = $1', user.id);
const balanceOf = (user: TestUser) =>
  countOf('select saldo_atual as n from creditos where id_usuario = $1', user.id);

/** What Excel in Portuguese saves on Windows: Windows-1252 bytes, `;` between cells. */
function windows1252(text: string): Buffer {
  const bytes = [...text].map((character) => {
    const code = character.charCodeAt(0);
    if (code > 0xff) throw new Error(`not in Windows-1252 here: ${character}`);
    return code;
  });
  return Buffer.from(bytes);
}

describe('carousel batches', () => {
  it('reads a Windows-1252 CSV with ; and makes one carousel per row, downloadable in one ZIP', async () => {
    const user = await createUser(testApp, { credits: 5 });
    const csv = windows1252(
      [
        'historiaDeQue;desafio;acao;resultado;Moral da história',
        'Como perdi meu maior cliente;Entreguei atrasado três vezes;Criei um processo de prazos;O cliente voltou;Errar faz parte',
        'A padaria do bairro;Faturamento caiu à metade;Começou a vender café da manhã;Dobrou as vendas;Ouça seus clientes',
        '"Minha ""primeira"" palestra";Travei no palco;Treinei com amigos;Fui convidada de novo;Coragem se treina',
      ].join('\r\n'),
    );
    const parsed = await testApp.app.inject({
      method: 'POST',
      url: `/api/carousels/batch/csv?objetivo=conectar&template_visual=${templates[0]?.id}&formato=quadrado`,
      headers: { ...user.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(parsed.statusCode).toBe(200);
    const { itens } = parsed.json() as { itens: { campos_personalizados: Record<string, string> }[] };
    expect(itens).toHaveLength(3);
    expect(itens[0]?.campos_personalizados).toMatchObject({
      desafio: 'Entreguei atrasado três vezes',
      moral: 'Errar faz parte',
    });
    expect(itens[1]?.campos_personalizados.desafio).toBe('Faturamento caiu à metade');
    expect(itens[2]?.campos_personalizados.historiaDeQue).toBe('Minha "primeira" palestra');

    const created = await submit(user, itens);
    expect(created.status).toBe(202);
    const { lote_id, carrosseis } = created.json as { lote_id: string; carrosseis: { id: string }[] };
    expect(carrosseis).toHaveLength(3);
    expect(await balanceOf(user)).toBe(2);

    const progress = async () =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/carousels/batch/${lote_id}`,
          headers: user.headers,
        })
      ).json() as {
        concluidos: number;
        carrosseis: { id: string; linha: number }[];
      };
    await vi.waitFor(async () => expect((await progress()).concluidos).toBe(3), {
      timeout: 90_000,
      interval: 250,
    });
    expect((await progress()).carrosseis.map((entry) => [entry.id, entry.linha])).toEqual(
      carrosseis.map((entry, index) => [entry.id, index + 1]),
    );

    const zip = await testApp.app.inject({
      method: 'GET',
      url: `/api/carousels/batch/${lote_id}/zip`,
      headers: user.headers,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(names.filter((name) => name.endsWith('legenda.txt'))).toHaveLength(3);
    expect(names.some((name) => name.startsWith('01-') && name.endsWith('.pdf'))).toBe(true);
    expect(names.some((name) => name.startsWith('03-') && name.endsWith('.png'))).toBe(true);
    // Another account sees neither the batch nor its ZIP.
    const other = await createUser(testApp);
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/carousels/batch/${lote_id}/zip`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reports every bad row in Portuguese and changes nothing', async () => {
    const user = await createUser(testApp, { credits: 5 });
    const { mito: _missing, ...withoutMyth } = CONVENCER_FIELDS;
    const answer = await submit(user, [item(), item(withoutMyth), item(), { objetivo: 'convencer' }]);
    expect(answer.status).toBe(400);
    const issues = answer.json.issues as { path: string; message: string }[];
    expect(issues.map((issue) => issue.path)).toEqual([
      'itens.1.campos_personalizados.mito',
      'itens.3.template_visual',
    ]);
    expect(issues[0]?.message).toMatch(/^Linha 2: .*Mito/);
    expect(await carouselsOf(user)).toBe(0);
    expect(await balanceOf(user)).toBe(5);
    // The CSV reader names the spreadsheet's own line (the header is line 1).
    const csv = await testApp.app.inject({
      method: 'POST',
      url: `/api/carousels/batch/csv?objetivo=convencer&template_visual=${templates[0]?.id}`,
      headers: { ...user.headers, 'content-type': 'text/csv' },
      payload:
        'objetivo,mito,verdade,mecanismo,novoCaminho,cta\nVender mais,,Valor,Casos,Mostre casos,Comente\n',
    });
    expect(csv.statusCode).toBe(400);
    expect((csv.json() as { issues: { message: string }[] }).issues[0]?.message).toMatch(/^Linha 2: /);
  });

  it('refuses the whole batch when the balance is short', async () => {
    const user = await createUser(testApp, { credits: 2 });
    const answer = await submit(user, [item(), item(), item()]);
    expect(answer.status).toBe(402);
    expect(answer.json.message).toBe(formatShortBalance(2, 3));
    expect(await carouselsOf(user)).toBe(0);
    expect(await batchesOf(user)).toBe(0);
    expect(await balanceOf(user)).toBe(2);
  });

  it('makes one batch of a double submit (concurrent requests, one Idempotency-Key)', async () => {
    const user = await createUser(testApp, { credits: 10 });
    const key = randomUUID();
    const answers = await Promise.all([
      submit(user, [item(), item()], key),
      submit(user, [item(), item()], key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(await batchesOf(user)).toBe(1);
    expect(await carouselsOf(user)).toBe(2);
    expect(await balanceOf(user)).toBe(8);
  });

  it('refuses more than 50 items and an empty batch', async () => {
    const user = await createUser(testApp, { credits: 60 });
    expect(
      (
        await submit(
          user,
          Array.from({ length: 51 }, () => item()),
        )
      ).status,
    ).toBe(400);
    expect((await submit(user, [])).status).toBe(400);
    expect(await carouselsOf(user)).toBe(0);
  });
});
