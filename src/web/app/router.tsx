import { createBrowserRouter } from 'react-router';
import { LoadingCard } from '../components/ui/loading-card';
import { RequireAdmin, RequireAuth, RequireGuest } from '../features/auth';
import { RealtimeScope } from '../features/realtime';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

/**
 * The route table of docs/product-rules.md §2, plus /termos, /privacidade and the admin's /chamados. Every page is
 * loaded lazily (each page module exports `Component`); the guards (guest, login, admin) wrap the groups.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingCard />,
    children: [
      {
        element: <RequireGuest />,
        children: [
          { path: '/login', lazy: () => import('../features/auth/pages/login-page') },
          { path: '/register', lazy: () => import('../features/auth/pages/register-page') },
        ],
      },
      { path: '/forgot-password', lazy: () => import('../features/auth/pages/forgot-password-page') },
      { path: '/reset-password', lazy: () => import('../features/auth/pages/reset-password-page') },
      { path: '/verify-email/:token', lazy: () => import('../features/auth/pages/verify-email-page') },
      { path: '/termos', lazy: () => import('../features/auth/pages/terms-page') },
      { path: '/privacidade', lazy: () => import('../features/auth/pages/privacy-page') },
      { path: '/download/:id', lazy: () => import('../features/carousels/download/download-page') },
      {
        element: <RequireAuth />,
        children: [
          {
            // One layout for user and admin screens, so moving between them keeps the menu (and its focus).
            // The realtime stream lives as long as the signed-in frame: one connection per tab.
            element: (
              <RealtimeScope>
                <AppLayout />
              </RealtimeScope>
            ),
            children: [
              { path: '/', lazy: () => import('./routes/dashboard') },
              { path: '/dashboard', lazy: () => import('./routes/dashboard') },
              { path: '/criar', lazy: () => import('../features/carousels/create/create-page') },
              { path: '/historico', lazy: () => import('../features/carousels/history/history-page') },
              { path: '/creditos', lazy: () => import('../features/credits/credits-page') },
              {
                element: <RequireAdmin />,
                children: [
                  { path: '/admin', lazy: () => import('../features/users/admin/users-page') },
                  { path: '/content', lazy: () => import('../features/carousels/admin/content-page') },
                  { path: '/templates', lazy: () => import('../features/templates/admin/templates-page') },
                  { path: '/database', lazy: () => import('../features/admin/database-page') },
                  { path: '/logs', lazy: () => import('../features/logs/admin/logs-page') },
                  { path: '/chamados', lazy: () => import('../features/support/admin/tickets-page') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('../pages/not-found-page') },
    ],
  },
]);
