import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { captureScreen, getAdminToken, makeImageFile, signInAsAdmin } from './admin-kit';
import { expect, expectAccessible, test } from './fixtures';
import { buildUser, loginAs, registerAndVerify } from './helpers/auth';

/** The names of the cards in the grid, in the order shown. */
async function readCardNames(page: Page): Promise<string[]> {
  return page.getByTestId('template-card').getByRole('heading', { level: 2 }).allInnerTexts();
}

function card(page: Page, name: string): Locator {
  return page.getByTestId('template-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Words of the card names that the layout cut across two lines (each word should sit on one line). */
async function findWordsSplitAcrossLines(page: Page): Promise<string[]> {
  return page
    .getByTestId('template-card')
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const text = heading.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        return [...(text.textContent ?? '').matchAll(/\S+/g)].flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lineTops.size > 1 ? [word[0]] : [];
        });
      }),
    );
}

async function chooseType(page: Page, label: string): Promise<void> {
  await page.getByLabel('Tipo', { exact: true }).click();
  await page.getByRole('option', { name: label }).click();
}

test('an admin creates a template from an image, reorders, edits and deletes templates', async ({ page }) => {
  const suffix = randomBytes(3).toString('hex');
  const names = { a: `Aurora ${suffix}`, b: `Brisa ${suffix}`, c: `Cais ${suffix}` };
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Templates' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Templates' })).toBeVisible();
  // The grid or its empty state, whichever the database holds (networkidle alone can come before the list).
  await expect(
    page.getByTestId('template-card').first().or(page.getByText('Nenhum template encontrado')),
  ).toBeVisible();
  if ((await page.getByTestId('template-card').count()) === 0) {
    await expect(page.getByText('Nenhum template encontrado')).toBeVisible();
    await expect(page.getByText('Não há templates cadastrados ainda.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar Primeiro Template' })).toBeVisible();
    await captureScreen(page, 'admin-templates-empty');
  }

  // The form's own rules first, then a real image.
  await page.getByRole('button', { name: 'Novo Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Novo Template' });
  // Before a file is chosen the preview invites one; nothing is "unavailable" yet.
  await expect(dialog.getByText('A prévia aparece aqui')).toBeVisible();
  await expect(dialog.getByText('Imagem indisponível')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Criar Template' }).click();
  await expect(dialog.getByText('O nome é obrigatório.')).toBeVisible();
  await expect(dialog.getByText('A imagem é obrigatória.')).toBeVisible();
  await dialog.getByLabel('Nome').fill(names.a);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(await makeImageFile('aurora.png', { r: 236, g: 72, b: 153 }));
  await dialog.getByLabel('Tipo').fill('emocional');
  await dialog.getByLabel('Descrição (opcional)').fill('Rosa vibrante para histórias pessoais');
  await dialog.getByLabel('Ordem').fill('900');
  await expect(dialog.getByRole('img', { name: 'Prévia da imagem escolhida' })).toBeVisible();
  await captureScreen(page, 'admin-templates-form', { dialog: true });
  await dialog.getByRole('button', { name: 'Criar Template' }).click();
  await expect(page.getByText('Template criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const created = card(page, names.a);
  await expect(created).toContainText('Ordem: 900');
  // On a phone the names wrap between words ("Construtivista", "Documentário" stay whole).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await findWordsSplitAcrossLines(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(created).toContainText('Ativo');
  await expect(created).toContainText('emocional');
  // The preview the server rendered from the upload loads.
  const preview = created.getByRole('img', { name: `Prévia do template ${names.a}` });
  await preview.scrollIntoViewIfNeeded();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Two more of the same tipo, through the API, to have a middle.
  const token = await getAdminToken(page);
  for (const [nome, ordem, color] of [
    [names.b, '901', { r: 14, g: 165, b: 233 }],
    [names.c, '902', { r: 34, g: 197, b: 94 }],
  ] as const) {
    const response = await page.request.post('/api/admin/templates', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { nome, tipo: 'emocional', ordem, imagem: await makeImageFile(`${ordem}.png`, color) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.reload();
  await chooseType(page, 'Emocional');
  await expect(card(page, names.c)).toBeVisible();
  const ours = async () => (await readCardNames(page)).filter((name) => name.endsWith(suffix));
  expect(await ours()).toEqual([names.a, names.b, names.c]);

  await expect(
    card(page, names.c).getByRole('button', { name: `Mover ${names.c} para baixo` }),
  ).toBeDisabled();
  await card(page, names.b)
    .getByRole('button', { name: `Mover ${names.b} para cima` })
    .click();
  await expect.poll(ours).toEqual([names.b, names.a, names.c]);
  await expect(card(page, names.b)).toContainText('Ordem: 900');
  await expect(card(page, names.a)).toContainText('Ordem: 901');
  await card(page, names.b)
    .getByRole('button', { name: `Mover ${names.b} para baixo` })
    .click();
  await expect.poll(ours).toEqual([names.a, names.b, names.c]);
  await captureScreen(page, 'admin-templates');

  // Edit: rename and switch off.
  await card(page, names.a)
    .getByRole('button', { name: `Editar ${names.a}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Template' });
  await expect(edit.getByLabel('Nome')).toHaveValue(names.a);
  await edit.getByLabel('Nome').fill(`${names.a} editado`);
  await edit.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Inativo' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Atualizar Template' }).click();
  await expect(page.getByText('Template atualizado com sucesso!')).toBeVisible();
  await expect(card(page, `${names.a} editado`)).toContainText('Inativo');

  // Delete, after confirming.
  await card(page, names.c)
    .getByRole('button', { name: `Excluir ${names.c}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir template?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Template excluído com sucesso!')).toBeVisible();
  await expect(card(page, names.c)).toHaveCount(0);
});

test('a template an admin creates is offered on the create screen; an inactive one is not', async ({
  page,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const token = await getAdminToken(page);
  for (const [nome, ativo] of [
    [`Oferta ${suffix}`, 'true'],
    [`Escondido ${suffix}`, 'false'],
  ] as const) {
    const response = await page.request.post('/api/admin/templates', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        nome,
        tipo: 'manifesto',
        ativo,
        imagem: await makeImageFile(`${nome}.png`, { r: 250, g: 204, b: 21 }),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const user = await registerAndVerify(page, buildUser({ nome: 'Olga Oferta' }));
  await loginAs(page, user.email, user.senha);
  await page.goto('/criar?tipo=conectar');
  const offered = page.getByTestId('template-option').filter({ hasText: `Oferta ${suffix}` });
  await expect(offered.getByRole('radio', { name: `Oferta ${suffix}` })).toBeVisible();
  await expect(page.getByTestId('template-option').filter({ hasText: `Escondido ${suffix}` })).toHaveCount(0);
  await expectAccessible(page);
});
