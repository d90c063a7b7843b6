import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { buildUser, type E2EUser, registerAndVerify } from './auth';

/** A finished Convencer carousel made through the API (a credit spent, the real worker drawing it). */
export async function createFinishedCarousel(
  request: APIRequestContext,
  token: string,
  formato: 'retrato' | 'quadrado' | 'stories' = 'retrato',
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const templates = (await (await request.get('/api/templates', { headers })).json()) as { id: string }[];
  const created = await request.post('/api/carousels', {
    headers,
    data: {
      objetivo: 'convencer',
      formato,
      template_visual: templates[0]?.id,
      campos_personalizados: {
        objetivo: 'Vender mais sem dar desconto',
        mito: 'Desconto é a única forma de fechar uma venda.',
        verdade: 'Quem entende o valor do que compra paga o preço cheio.',
        mecanismo: 'Prova social e garantia reduzem o risco que o cliente sente ao comprar.',
        novoCaminho: 'Mostre resultados de clientes antes de falar de preço.',
        cta: 'Salve este post e aplique na próxima proposta.',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/carousels/${id}`, { headers })).json()) as { status: string })
          .status,
      {
        timeout: 45_000,
      },
    )
    .toBe('concluido');
  return id;
}

/** A new verified cliente with one finished carousel (API only; not signed in on the page yet). */
export async function createOwnerWithCarousel(
  page: Page,
  nome: string,
): Promise<{ user: E2EUser; token: string; id: string }> {
  const user = await registerAndVerify(page, buildUser({ nome }));
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, senha: user.senha },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return { user, token, id: await createFinishedCarousel(page.request, token) };
}

/** A Convencer carousel's fields on /criar, by their labels. */
export const CONVENCER_FIELDS = {
  Objetivo: 'Vender mais sem dar desconto',
  Mito: 'Desconto é a única forma de fechar uma venda.',
  Verdade: 'Quem entende o valor do que compra paga o preço cheio.',
  'Mecanismo/Prova': 'Prova social e garantia reduzem o risco que o cliente sente ao comprar.',
  'Novo Caminho': 'Mostre resultados de clientes antes de falar de preço.',
  'CTA da legenda': 'Salve este post e aplique na próxima proposta.',
};

/** Types each field of /criar's form, found by its label. */
export async function fillCreateFields(page: Page, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}
