import { WORKSPACE_MESSAGES } from '../../src/shared/workspaces/messages';
import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser, loginAs } from './helpers/auth';
import { createOwnerWithCarousel } from './helpers/carousels';
import { createTeam, switcher, switchTo } from './helpers/workspaces';

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
const FALLBACK_TOAST =
  'Você não tem mais acesso a esse espaço de equipe. Voltamos para o seu espaço Pessoal.';

test('a team made from the switcher starts empty at 0 credits, and the switch back shows Pessoal again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInUser(page, { nome: 'Rita Souza' });
  await expect(switcher(page)).toContainText('Pessoal');
  await expect(switcher(page)).toContainText('Dono · 2 créditos');

  await switcher(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Pessoal/ })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/workspace-menu-1280.png` });

  await menu.getByRole('menuitem', { name: 'Criar espaço de equipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar espaço de equipe' });
  await dialog.getByRole('button', { name: 'Criar espaço' }).click();
  await expect(dialog.getByText(WORKSPACE_MESSAGES.nameRequired)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/workspace-create-1280.png` });
  await dialog.getByLabel('Nome do espaço').fill('Agência Sol');
  await dialog.getByRole('button', { name: 'Criar espaço' }).click();
  await expect(page.getByText('Espaço “Agência Sol” criado. Você está nele agora.')).toBeVisible();

  await expect(switcher(page)).toContainText('Agência Sol');
  await expect(switcher(page)).toContainText('Dono · 0 créditos');
  await expect(page.getByTestId('sidebar-credits')).toHaveText('0 créditos');

  await switchTo(page, 'Pessoal');
  await expect(switcher(page)).toContainText('Dono · 2 créditos');
  await expect(page.getByTestId('sidebar-credits')).toHaveText('2 créditos');

  // On a phone the switcher sits in the slide-out menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await switcher(page).click();
  await expect(page.getByRole('menuitem', { name: /^Agência Sol/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/workspace-menu-390.png` });
  await page.getByRole('menuitem', { name: 'Criar espaço de equipe' }).click();
  await expect(page.getByRole('dialog', { name: 'Criar espaço de equipe' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/workspace-create-390.png` });
  await page.keyboard.press('Escape');
});

test('a stored team the account no longer belongs to falls back to Pessoal with a notice', async ({
  page,
}) => {
  await createSignedInUser(page, { nome: 'Davi Reis' });
  await expect(switcher(page)).toContainText('Pessoal');
  // The choice a previous visit left behind, for a team that is gone.
  await page.evaluate(() => {
    const raw = sessionStorage.getItem('carrossel.auth.session');
    const id = raw ? (JSON.parse(raw) as { session: { user: { id: string } } }).session.user.id : '';
    localStorage.setItem(`carrossel.workspace.${id}`, '00000000-0000-4000-8000-000000000000');
  });
  await page.reload();
  await expect(page.getByText(FALLBACK_TOAST)).toBeVisible();
  await expect(switcher(page)).toContainText('Pessoal');
  await expect(switcher(page)).toContainText('Dono · 2 créditos');
});

test("switching shows only the active workspace's history", async ({ page }) => {
  const { user } = await createOwnerWithCarousel(page, 'Lia Prado');
  await loginAs(page, user.email, user.senha);
  await page.goto('/historico');
  await expect(page.getByTestId('carousel-card')).toHaveCount(1);

  await createTeam(page, 'Cliente Norte');
  await expect(page.getByText('Nenhum carrossel encontrado')).toBeVisible();
  await expect(page.getByTestId('carousel-card')).toHaveCount(0);

  await switchTo(page, 'Pessoal');
  await expect(page.getByTestId('carousel-card')).toHaveCount(1);
});
