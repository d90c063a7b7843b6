import type { Page } from '@playwright/test';
import { POST_MESSAGES } from '../../src/shared/publishing/schema';
import { expect, test } from './fixtures';
import { registerAndVerify, signInWithStoredSession } from './helpers/auth';
import { withE2EDatabase } from './helpers/database';
import { shootBoth } from './helpers/screens';

const switcher = (page: Page) => page.getByTestId('workspace-switcher').locator('visible=true');

async function switchTo(page: Page, name: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
  await expect(switcher(page)).toContainText(name);
}

/**
 * Minha conta shows the active workspace's connections (docs/workspaces.md, "Instagram e LinkedIn"): the dono
 * connects the team's Instagram from the team, and an editor of the team sees that account with connecting and
 * disconnecting left to a dono, and why. The role matrix and the state's binding are proved below the browser
 * (tests/integration/workspace-publishing.test.ts).
 */
test("a team's dono connects the team's Instagram; an editor sees it, with connecting left to a dono", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerAndVerify(page);
  const editor = await registerAndVerify(page);
  const ownerToken = await signInWithStoredSession(page, owner);
  const created = await page.request.post('/api/workspaces', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { nome: 'Agência Aurora' },
  });
  const { id: team } = (await created.json()) as { id: string };
  await withE2EDatabase((client) =>
    client.query(
      `insert into workspace_membros (id_workspace, id_usuario, papel)
       select $1, id, 'editor' from profiles where lower(email) = lower($2)`,
      [team, editor.email],
    ),
  );

  await page.goto('/conta');
  await switchTo(page, 'Agência Aurora');
  const instagram = page.getByRole('region', { name: 'Instagram' });
  await expect(instagram).toContainText('A conexão é do espaço Agência Aurora');
  await instagram.getByRole('button', { name: 'Conectar Instagram' }).click();
  await expect(page.getByText('Instagram conectado.')).toBeVisible();
  await expect(switcher(page)).toContainText('Agência Aurora');
  await expect(instagram.getByTestId('instagram-name')).toHaveText('@marca.teste');
  // The owner's personal workspace has no connection of its own.
  await switchTo(page, 'Pessoal');
  await expect(instagram.getByRole('button', { name: 'Conectar Instagram' })).toBeEnabled();

  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const second = await other.newPage();
  await signInWithStoredSession(second, editor);
  await second.goto('/conta');
  await switchTo(second, 'Agência Aurora');
  const teamInstagram = second.getByRole('region', { name: 'Instagram' });
  await expect(teamInstagram.getByTestId('instagram-name')).toHaveText('@marca.teste');
  await expect(teamInstagram.getByRole('button', { name: 'Desconectar' })).toBeDisabled();
  await expect(teamInstagram.getByRole('note')).toHaveText(POST_MESSAGES.ownerOnly('Instagram'));
  const teamLinkedin = second.getByRole('region', { name: 'LinkedIn' });
  await expect(teamLinkedin.getByRole('button', { name: 'Conectar LinkedIn' })).toBeDisabled();
  await expect(teamLinkedin.getByRole('note')).toHaveText(POST_MESSAGES.ownerOnly('LinkedIn'));
  await teamInstagram.scrollIntoViewIfNeeded();
  await shootBoth(second, 'workspace-connections-editor');
  await other.close();
});
