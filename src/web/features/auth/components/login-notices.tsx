import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { createQueryClient } from '../../../lib/query-client';
import { BlockedAccountSupport as BlockedAccountSupportNotice } from './blocked-account-support';
import { UnconfirmedEmailNotice as UnconfirmedEmailNoticeView } from './unconfirmed-email-notice';

/**
 * The login screen's notices after a refused sign-in, loaded only then. They use TanStack Query: inside the app its
 * client is there already; the light login entry has none, so the notice brings its own.
 */
function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? null : createQueryClient()));
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : children;
}

export function UnconfirmedEmailNotice({ email }: { email: string }) {
  return (
    <WithQueryClient>
      <UnconfirmedEmailNoticeView email={email} />
    </WithQueryClient>
  );
}

export function BlockedAccountSupport({ email }: { email: string }) {
  return (
    <WithQueryClient>
      <BlockedAccountSupportNotice email={email} />
    </WithQueryClient>
  );
}
