import { createBrowserRouter } from 'react-router';
import { LoadingCard } from '../components/ui/loading-card';
import { RouteError } from './route-error';

/**
 * The route table of SPEC section 2. Every page is loaded lazily; the guards (login, admin) wrap the groups.
 * A module's default export... is not used: each page module exports `Component`.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingCard />,
    children: [
      { path: '/login', lazy: () => import('../pages/pending-page') },
      { path: '/register', lazy: () => import('../pages/pending-page') },
      { path: '/forgot-password', lazy: () => import('../pages/pending-page') },
      { path: '/reset-password', lazy: () => import('../pages/pending-page') },
      { path: '/verify-email/:token', lazy: () => import('../pages/pending-page') },
      { path: '/download/:id', lazy: () => import('../pages/pending-page') },
      { path: '/', lazy: () => import('../pages/pending-page') },
      { path: '/dashboard', lazy: () => import('../pages/pending-page') },
      { path: '/criar', lazy: () => import('../pages/pending-page') },
      { path: '/historico', lazy: () => import('../pages/pending-page') },
      { path: '/creditos', lazy: () => import('../pages/pending-page') },
      { path: '/admin', lazy: () => import('../pages/pending-page') },
      { path: '/content', lazy: () => import('../pages/pending-page') },
      { path: '/templates', lazy: () => import('../pages/pending-page') },
      { path: '/database', lazy: () => import('../pages/pending-page') },
      { path: '/logs', lazy: () => import('../pages/pending-page') },
      { path: '*', lazy: () => import('../pages/not-found-page') },
    ],
  },
]);
