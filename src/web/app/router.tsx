import { createBrowserRouter } from 'react-router';
import { TOKEN_SCREENS } from '../../shared/token-screens';
import { CHECKING_SESSION, RequireAdmin, RequireAuth, RequireGuest } from '../features/auth';
import type { RouteTitleHandle } from './document-title';
import { DocumentTitleSync } from './document-title-sync';
import { WaitScreen } from './page-shell';
import { RouteError } from './route-error';

const title = (name: string): RouteTitleHandle => ({ title: name });

/**
 * The route table of docs/product-rules.md §2, plus /termos, /privacidade and the admin's /chamados and /pagamentos. Every page is
 * loaded lazily (each page module exports `Component`); the guards (guest, login, admin) wrap the groups;
 * each page names the browser tab through its `handle` (see document-title.ts).
 */
export const router = createBrowserRouter([
  {
    element: <DocumentTitleSync />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <WaitScreen />,
    children: [
      {
        element: <RequireGuest />,
        children: [
          {
            path: '/login',
            handle: title('Entrar'),
            lazy: () => import('../features/auth/pages/login-page'),
          },
          {
            path: '/register',
            handle: title('Criar conta'),
            lazy: () => import('../features/auth/pages/register-page'),
          },
        ],
      },
      {
        path: '/forgot-password',
        handle: title('Esqueci minha senha'),
        lazy: () => import('../features/auth/pages/forgot-password-page'),
      },
      {
        path: '/reset-password',
        handle: title('Redefinir senha'),
        lazy: () => import('../features/auth/pages/reset-password-page'),
      },
      {
        path: TOKEN_SCREENS.verifyEmail,
        handle: title('Confirmar e-mail'),
        lazy: () => import('../features/auth/pages/verify-email-page'),
      },
      {
        path: TOKEN_SCREENS.confirmEmailChange,
        handle: title('Confirmar novo e-mail'),
        lazy: () => import('../features/auth/pages/confirm-email-change-page'),
      },
      {
        path: '/planos',
        handle: title('Planos e exemplos'),
        lazy: () => import('../features/auth/pages/plans-page'),
      },
      {
        path: '/termos',
        handle: title('Termos de uso'),
        lazy: () => import('../features/auth/pages/terms-page'),
      },
      {
        path: TOKEN_SCREENS.sharedCarousel,
        handle: title('Carrossel compartilhado'),
        lazy: () => import('./routes/shared-carousel'),
      },
      {
        path: TOKEN_SCREENS.workspaceInvite,
        handle: title('Convite'),
        lazy: () => import('./routes/workspace-invite'),
      },
      {
        path: '/conta-excluida',
        handle: title('Conta excluída'),
        lazy: () => import('../features/account/account-deleted-page'),
      },
      {
        path: '/privacidade',
        handle: title('Política de privacidade'),
        lazy: () => import('../features/auth/pages/privacy-page'),
      },
      {
        path: '/download/:id',
        handle: title('Download do carrossel'),
        lazy: () => import('../features/carousels/download/download-page'),
      },
      {
        element: <RequireAuth pending={<WaitScreen message={CHECKING_SESSION} />} />,
        children: [
          {
            // The menus and the realtime stream, loaded lazily like the pages: public pages never download them.
            lazy: () => import('./routes/signed-in-frame'),
            children: [
              { path: '/', handle: title('Dashboard'), lazy: () => import('./routes/dashboard') },
              { path: '/dashboard', handle: title('Dashboard'), lazy: () => import('./routes/dashboard') },
              {
                path: '/criar',
                handle: title('Criar carrossel'),
                lazy: () => import('../features/carousels/create/create-page'),
              },
              {
                path: '/historico',
                handle: title('Histórico'),
                lazy: () => import('../features/carousels/history/history-page'),
              },
              {
                path: '/carrossel/:id/editar',
                handle: title('Editar slides'),
                lazy: () => import('../features/carousels/editor/editor-page'),
              },
              {
                path: '/minha-marca',
                handle: title('Minha marca'),
                lazy: () => import('../features/brand-kit/brand-kit-page'),
              },
              {
                path: '/creditos',
                handle: title('Meus créditos'),
                lazy: () => import('../features/credits/credits-page'),
              },
              { path: '/conta', handle: title('Minha conta'), lazy: () => import('./routes/account') },
              {
                path: '/espaco/:id',
                handle: title('Configurações do espaço'),
                lazy: () => import('./routes/workspace-settings'),
              },
              {
                path: '/desenvolvedores',
                handle: title('Desenvolvedores'),
                lazy: () => import('../features/developers/developers-page'),
              },
              {
                path: '/desenvolvedores/api',
                handle: title('Referência da API'),
                lazy: () => import('../features/developers/api-reference-page'),
              },
              {
                path: '/desenvolvedores/webhooks',
                handle: title('Webhooks'),
                lazy: () => import('../features/webhooks/webhooks-page'),
              },
              {
                path: '/lotes/:id',
                handle: title('Lote de carrosséis'),
                lazy: () => import('../features/carousels/batch/batch-page'),
              },
              {
                path: '/meus-chamados',
                handle: title('Meus chamados'),
                lazy: () => import('../features/support/my-tickets-page'),
              },
              {
                path: '/meus-chamados/:id',
                handle: title('Chamado'),
                lazy: () => import('../features/support/my-ticket-page'),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: '/admin',
                    handle: title('Usuários'),
                    lazy: () => import('../features/users/admin/users-page'),
                  },
                  {
                    path: '/content',
                    handle: title('Conteúdos'),
                    lazy: () => import('../features/carousels/admin/content-page'),
                  },
                  {
                    path: '/templates',
                    handle: title('Templates'),
                    lazy: () => import('../features/templates/admin/templates-page'),
                  },
                  {
                    path: '/database',
                    handle: title('Banco de dados'),
                    lazy: () => import('../features/admin/database-page'),
                  },
                  {
                    path: '/logs',
                    handle: title('Logs do sistema'),
                    lazy: () => import('../features/logs/admin/logs-page'),
                  },
                  {
                    path: '/chamados',
                    handle: title('Chamados'),
                    lazy: () => import('../features/support/admin/tickets-page'),
                  },
                  {
                    path: '/espacos',
                    handle: title('Espaços de trabalho'),
                    lazy: () => import('../features/workspaces/admin/workspaces-page'),
                  },
                  {
                    path: '/pagamentos',
                    handle: title('Pagamentos'),
                    lazy: () => import('../features/payments/admin/payments-page'),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: title('Page Not Found'), lazy: () => import('../pages/not-found-page') },
    ],
  },
]);
