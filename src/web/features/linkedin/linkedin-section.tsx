import { AlertTriangle, Briefcase, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import { LINKEDIN_MESSAGES } from '../../../shared/linkedin/schema';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { useConnectLinkedin, useDisconnectLinkedin, useLinkedinStatus } from './linkedin-api';

/** What the callback's `?linkedin=erro&motivo=` means, in the user's words. */
const CONNECT_FAILURES: Record<string, string> = {
  negado: 'Você não autorizou o acesso no LinkedIn. Tente de novo e toque em Permitir.',
  expirado: 'A conexão demorou demais ou começou em outra janela. Tente conectar de novo.',
  sem_permissao: LINKEDIN_MESSAGES.forbidden,
  falha: 'O LinkedIn não confirmou a conexão. Tente de novo em alguns minutos.',
};

/** Reads the callback's outcome once, says it, and takes it out of the address bar. */
function useConnectOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('linkedin');
  const reason = params.get('motivo') ?? '';
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'conectado') toast.success('LinkedIn conectado.');
    else
      toast.error('Não foi possível conectar o LinkedIn', {
        description: CONNECT_FAILURES[reason] ?? CONNECT_FAILURES.falha,
      });
    setParams(
      (current) => {
        current.delete('linkedin');
        current.delete('motivo');
        return current;
      },
      { replace: true },
    );
  }, [outcome, reason, setParams]);
}

/** "LinkedIn" in Minha conta: connect a member account, see which one and until when, reconnect or remove it. */
export function LinkedinSection() {
  useConnectOutcome();
  const status = useLinkedinStatus();
  const connect = useConnectLinkedin();
  const disconnect = useDisconnectLinkedin();
  if (status.isSuccess && !status.data.disponivel) return null;
  const account = status.data?.conta ?? null;
  const startConnect = () =>
    connect.mutate(undefined, {
      onError: (error) =>
        toast.error('Não foi possível conectar', { description: getErrorMessage(error, 'Tente novamente.') }),
    });

  return (
    <Card aria-labelledby="account-linkedin-title" role="region" data-testid="linkedin-section">
      <CardHeader>
        <CardTitle id="account-linkedin-title">LinkedIn</CardTitle>
        <CardDescription>
          Conecte seu perfil para publicar ou agendar o PDF do carrossel como documento, sem custo de
          créditos.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive-soft-foreground">
            {getErrorMessage(status.error, 'Não foi possível ver sua conexão com o LinkedIn.')}
          </p>
        ) : account ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Briefcase className="size-6" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="truncate font-medium text-foreground" data-testid="linkedin-name">
                  {account.nome}
                </p>
                <p className="text-xs text-muted-foreground">
                  Conectado em {formatDateTime(account.conectado_em)} · válido até{' '}
                  {formatDateTime(account.expira_em)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                loading={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(undefined, {
                    onSuccess: () => toast.success('LinkedIn desconectado.'),
                    onError: (error) =>
                      toast.error('Não foi possível desconectar', {
                        description: getErrorMessage(error, 'Tente novamente.'),
                      }),
                  })
                }
              >
                <LogOut aria-hidden="true" />
                Desconectar
              </Button>
            </div>
            {account.precisa_reconectar ? (
              <div
                role="alert"
                className="flex flex-wrap items-center gap-3 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
              >
                <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                <p className="flex-1">
                  A autorização do LinkedIn terminou (ela dura 60 dias) ou foi revogada. Conecte de novo para
                  publicar.
                </p>
                <Button size="sm" onClick={startConnect} loading={connect.isPending}>
                  Reconectar
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <Button className="self-start" onClick={startConnect} loading={connect.isPending}>
            {connect.isPending ? null : <Briefcase aria-hidden="true" />}
            Conectar LinkedIn
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
