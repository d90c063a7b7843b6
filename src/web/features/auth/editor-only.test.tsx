import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WorkspaceRole } from '../../../shared/workspaces/roles';
import type { Workspace } from '../../../shared/workspaces/schemas';
import { AuthContext, type AuthContextValue } from './auth-context';
import { EditorOnlyPage } from './editor-only';

const TEAM: Workspace = {
  id: '5f0c1e2a-6b7d-4c8e-9f10-1a2b3c4d5e6f',
  nome: 'Equipe',
  papel: 'leitor',
  saldo: 0,
  pessoal: false,
};
const HEADER = { title: 'Criar Carrossel', description: 'Escolha o objetivo e o visual.' };

/** The page drawn for a caller in a team workspace: its role `role`, or not known yet (the list still loading). */
function drawnFor(role: WorkspaceRole | 'loading'): string {
  const auth: AuthContextValue = {
    status: 'authenticated',
    isLoading: false,
    user: null,
    credits: 0,
    workspaces: [],
    workspace: role === 'loading' ? null : { ...TEAM, papel: role },
    activeWorkspaceId: TEAM.id,
    may: (needed) => role !== 'loading' && (needed === 'leitor' || role !== 'leitor'),
    isAdmin: false,
    session: null,
    signIn: async () => undefined,
    signOut: async () => undefined,
    refreshMe: async () => undefined,
    getAccessToken: async () => null,
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <AuthContext.Provider value={auth}>
        <EditorOnlyPage title={HEADER.title} description={HEADER.description}>
          <form aria-label="o formulário" />
        </EditorOnlyPage>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

describe('a screen only an editor uses', () => {
  it("keeps the page's header, title and description, above the wait while a team's role loads", () => {
    const page = drawnFor('loading');
    expect(page).toContain(`>${HEADER.title}</h1>`);
    expect(page).toContain(`>${HEADER.description}</p>`);
    expect(page).toContain('data-slot="loading-card"');
    expect(page).not.toContain('o formulário');
  });

  it('draws the screen for an editor, and why not for a leitor', () => {
    expect(drawnFor('editor')).toContain('aria-label="o formulário"');
    const reader = drawnFor('leitor');
    expect(reader).toContain('data-testid="reader-only"');
    expect(reader).not.toContain('o formulário');
  });
});
