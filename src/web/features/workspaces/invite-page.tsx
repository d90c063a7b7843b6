import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import { ERROR_CODE } from '../../../shared/error-codes';
import { WORKSPACE_MESSAGES } from '../../../shared/workspaces/messages';
import { WORKSPACE_ROLE_HINTS, WORKSPACE_ROLE_LABELS } from '../../../shared/workspaces/roles';
import { PublicPageHeader } from '../../components/public-page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingCard } from '../../components/ui/loading-card';
import { getApiErrorCode, getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth';
import { workspaceSettingsPath } from './paths';
import { useAcceptInvite, useInvitePreview } from './workspace-members-api';

/**
 * /convite/{token}: who invited you to which workspace and as what, then "Aceitar convite". Signed out, the
 * visitor signs in (or creates the account) and comes back here; an expired or used link says so.
 */
export function InvitePage({ token }: { token: string }) {
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const back = { from: location.pathname };

  let body: React.ReactNode;
  if (preview.isPending) body = <LoadingCard message="Carregando convite..." />;
  else if (preview.isError) {
    const gone = getApiErrorCode(preview.error) === ERROR_CODE.gone;
    body = (
      <Card>
        <CardHeader>
          <CardTitle>{gone ? 'Convite expirado' : 'Convite não encontrado'}</CardTitle>
          <CardDescription>
            {gone
              ? WORKSPACE_MESSAGES.inviteExpired
              : getErrorMessage(preview.error, WORKSPACE_MESSAGES.inviteInvalid)}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  } else {
    const invite = preview.data;
    const otherAccount = user && user.email.toLowerCase() !== invite.email.toLowerCase();
    body = (
      <Card>
        <CardHeader>
          <CardTitle>Convite para “{invite.workspace}”</CardTitle>
          <CardDescription>
            {invite.convidado_por} convidou {invite.email} para o espaço de trabalho “{invite.workspace}” como{' '}
            {WORKSPACE_ROLE_LABELS[invite.papel]}.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            {WORKSPACE_ROLE_LABELS[invite.papel]}: {WORKSPACE_ROLE_HINTS[invite.papel]} O convite vale até{' '}
            {formatDateTime(invite.expira_em)}.
          </p>
          {status !== 'authenticated' ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button asChild>
                <Link to="/login" state={back}>
                  Entrar para aceitar
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/register" state={back}>
                  Criar conta
                </Link>
              </Button>
            </div>
          ) : otherAccount ? (
            <ErrorAlert>
              Você está na conta {user.email}. {WORKSPACE_MESSAGES.inviteOtherEmail(invite.email)}
            </ErrorAlert>
          ) : (
            <Button
              type="button"
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(undefined, {
                  onSuccess: (workspace) => {
                    toast.success(`Você agora faz parte de ${workspace.nome}.`);
                    void navigate(workspaceSettingsPath(workspace.id), { replace: true });
                  },
                })
              }
            >
              Aceitar convite
            </Button>
          )}
          {accept.isError ? (
            <ErrorAlert>{getErrorMessage(accept.error, 'Não foi possível aceitar o convite.')}</ErrorAlert>
          ) : null}
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="min-h-dvh bg-background">
      <PublicPageHeader
        action={
          status === 'authenticated' ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard">Ir para o app</Link>
            </Button>
          ) : null
        }
      />
      <main className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">Convite para um espaço de trabalho</h1>
        {body}
      </main>
    </div>
  );
}
