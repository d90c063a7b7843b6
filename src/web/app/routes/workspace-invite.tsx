import { useParams } from 'react-router';
import { InvitePage } from '../../features/workspaces';

/** /convite/{token}: the e-mailed invitation, public (the token is the credential); accepting needs a session. */
export function Component() {
  const { token = '' } = useParams();
  return <InvitePage token={token} />;
}
