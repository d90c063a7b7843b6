import { AlertTriangle, Camera, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import { INSTAGRAM_MESSAGES } from '../../../shared/instagram/schema';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { useConnectInstagram, useDisconnectInstagram, useInstagramStatus } from './instagram-api';

/** What the callback's `?instagram=erro&motivo=` means, in the user's words. */
const CONNECT_FAILURES: Record<string, string> = {
  negado: 'Você não autorizou o acesso no Instagram. Tente de novo e toque em Permitir.',
  expirado: 'A conexão demorou demais ou começou em outra janela. Tente conectar de novo.',
  sem_permissao: INSTAGRAM_MESSAGES.missingPublishPermission,
  falha:
    'O Instagram não confirmou a conexão. Confira se a conta é profissional (Empresa ou Criador) e tente de novo.',
};

/** Reads the callback's outcome once, says it, and takes it out of the address bar. */
function useConnectOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('instagram');
  const reason = params.get('motivo') ?? '';
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'conectado') toast.success('Instagram conectado.');
    else
      toast.error('Não foi possível conectar o Instagram', {
        description: CONNECT_FAILURES[reason] ?? CONNECT_FAILURES.falha,
      });
    setParams(
      (current) => {
        current.delete('instagram');
        current.delete('motivo');
        return current;
      },
      { replace: true },
    );
  }, [outcome, reason, setParams]);
}

/** "Instagram" in Minha conta: connect a professional account, see which one, reconnect or disconnect it. */
export function InstagramSection() {
  useConnectOutcome();
  const status = useInstagramStatus();
  const connect = useConnectInstagram();
  const disconnect = useDisconnectInstagram();
  // Instagram's picture links expire: the placeholder stands in for a broken one.
  const [pictureFailed, setPictureFailed] = useState(false);

  // Off on this server: nothing to offer.
  if (status.isSuccess && !status.data.disponivel) return null;
  const account = status.data?.conta ?? null;

  const startConnect = () =>
    connect.mutate(undefined, {
      onError: (error) =>
        toast.error('Não foi possível conectar', { description: getErrorMessage(error, 'Tente novamente.') }),
    });

  return (
    <Card aria-labelledby="account-instagram-title" role="region" data-testid="instagram-section">
      <CardHeader>
        <CardTitle id="account-instagram-title">Instagram</CardTitle>
        <CardDescription>
          Conecte sua conta profissional (Empresa ou Criador) para publicar ou agendar carrosséis direto no
          feed, sem custo de créditos.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive-soft-foreground">
            {getErrorMessage(status.error, 'Não foi possível ver sua conexão com o Instagram.')}
          </p>
        ) : account ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              {account.foto_url && !pictureFailed ? (
                <img
                  src={account.foto_url}
                  alt=""
                  onError={() => setPictureFailed(true)}
                  className="size-12 rounded-full border object-cover"
                />
              ) : (
                <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Camera className="size-6" aria-hidden="true" />
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="truncate font-medium text-foreground" data-testid="instagram-username">
                  @{account.username}
                </p>
                <p className="text-xs text-muted-foreground">
                  Conectado em {formatDateTime(account.conectado_em)}
                </p>
              </div>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="outline" size="sm" loading={disconnect.isPending}>
                    <LogOut aria-hidden="true" />
                    Desconectar
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Desconectar @{account.username}?</AlertDialogTitle>
                    <AlertDialogDescription>
                      O Carrossel deixa de publicar nessa conta; publicações agendadas terminam com erro. O
                      que já foi publicado continua no Instagram.
                    </AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Manter conectado</AlertDialogCancel>
                    <AlertDialogAction
                      variant="destructive"
                      onClick={() =>
                        disconnect.mutate(undefined, {
                          onSuccess: () => toast.success('Instagram desconectado.'),
                          onError: (error) =>
                            toast.error('Não foi possível desconectar', {
                              description: getErrorMessage(error, 'Tente novamente.'),
                            }),
                        })
                      }
                    >
                      Desconectar
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
            {account.precisa_reconectar ? (
              <div
                role="alert"
                className="flex flex-wrap items-center gap-3 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
              >
                <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                <p className="flex-1">
                  A autorização expirou ou foi revogada no Instagram. Conecte de novo para publicar.
                </p>
                <Button size="sm" onClick={startConnect} loading={connect.isPending}>
                  Reconectar
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <Button className="self-start" onClick={startConnect} loading={connect.isPending}>
            {connect.isPending ? null : <Camera aria-hidden="true" />}
            Conectar Instagram
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
