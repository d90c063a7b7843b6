import type { APIRequestContext, Page } from '@playwright/test';
import { WORKSPACE_HEADER } from '../../../src/shared/workspaces/roles';
import { expect } from '../fixtures';

/** The header's workspace switcher (the sidebar's at 1280 px, the slide-out menu's on a phone once opened). */
export const switcher = (page: Page) => page.getByTestId('workspace-switcher').locator('visible=true');

/** Creates a team from the switcher; the app then acts in it. */
export async function createTeam(page: Page, nome: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Criar espaço de equipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar espaço de equipe' });
  await dialog.getByLabel('Nome do espaço').fill(nome);
  await dialog.getByRole('button', { name: 'Criar espaço' }).click();
  await expect(dialog).toBeHidden();
}

/** Makes the workspace whose name starts with `name` the active one, through the switcher. */
export async function switchTo(page: Page, name: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
}

/** The headers of an API call by `token`'s account acting in the team named `nome` (its id looked up once). */
export async function teamHeaders(
  request: APIRequestContext,
  token: string,
  nome: string,
): Promise<{ id: string; headers: Record<string, string> }> {
  const authorization = `Bearer ${token}`;
  const list = await request.get('/api/workspaces', { headers: { authorization } });
  const { items } = (await list.json()) as { items: { id: string; nome: string }[] };
  const id = items.find((workspace) => workspace.nome === nome)?.id;
  if (!id) throw new Error(`no workspace named ${nome}`);
  return { id, headers: { authorization, [WORKSPACE_HEADER]: id } };
}
