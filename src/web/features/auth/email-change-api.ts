import { ACCOUNT_ENDPOINTS } from '../../../shared/account/endpoints';
import { createApi } from '../../lib/endpoint-client';

// The new address's link is the account's endpoint, but it is spent with the other links (signed in or not). It
// lives apart from ./api.ts, which the app's entry loads: the account's schemas are built only on this page
// (docs/decisions/0018-fast-on-a-phone.md, step 5).
const emailChange = createApi({ confirmEmailChange: ACCOUNT_ENDPOINTS.confirmEmailChange });

/**
 * The link an e-mail change sends to the new address (docs/account.md); works signed in or not, like the other
 * links. Resolves with the server's confirmation text.
 */
export async function requestEmailChangeConfirmation(token: string): Promise<string> {
  return (await emailChange.confirmEmailChange({ body: { token } }, { anonymous: true })).message;
}
