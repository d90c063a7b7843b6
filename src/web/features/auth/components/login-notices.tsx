import { BlockedAccountSupport as BlockedAccountSupportNotice } from './blocked-account-support';
import { UnconfirmedEmailNotice as UnconfirmedEmailNoticeView } from './unconfirmed-email-notice';
import { WithQueryClient } from './with-query-client';

/** The login screen's notices after a refused sign-in, loaded only then, each with a query client if need be. */
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
