import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { createQueryClient } from '../../../lib/query-client';

/**
 * For the pieces the light entries (/login, /register) load on demand that use TanStack Query: inside the app its
 * client is there already; a light entry has none, so the piece brings its own.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? null : createQueryClient()));
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : children;
}
