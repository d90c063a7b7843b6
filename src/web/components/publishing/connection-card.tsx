import type { UseMutationResult } from '@tanstack/react-query';
import { AlertTriangle, LogOut, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { getErrorMessage } from '../../lib/api-client';
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
} from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

/**
 * Reads a connect callback's outcome once (`?{param}=conectado` or `?{param}=erro&motivo=...`), says it, and takes
 * it out of the address bar. `failures` says each `motivo` in the user's words; `falha` is the fallback.
 */
export function useConnectOutcome(
  param: string,
  network: string,
  failures: Record<string, string> & { falha: string },
) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(param);
  const reason = params.get('motivo') ?? '';
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'conectado') toast.success(`${network} conectado.`);
    else
      toast.error(`Não foi possível conectar o ${network}`, {
        description: failures[reason] ?? failures.falha,
      });
    setParams(
      (current) => {
        current.delete(param);
        current.delete('motivo');
        return current;
      },
      { replace: true },
    );
  }, [outcome, reason, setParams, param, network, failures]);
}

/** The connected account as its card shows it. */
export interface ConnectedAccount {
  /** `@marca` or the member's name. */
  name: string;
  pictureUrl: string | null;
  /** Since when, and until when where the network says. */
  detail: ReactNode;
  needsReconnect: boolean;
}

/**
 * A network's card in Minha conta (any network): the active workspace's connection (docs/product-rules.md,
 * publishing): connect, see which account, reconnect when the authorization ended, or disconnect after
 * confirming. Only a dono manages it: anyone else sees the buttons disabled and why. The feature says its words
 * and passes its status and mutations.
 */
export function ConnectionCard({
  network,
  id,
  icon: Icon,
  description,
  status,
  account,
  reconnectText,
  disconnectText,
  connect,
  disconnect,
  ownerOnly,
  workspaceName,
}: {
  /** The network's name: the card's title and every message's. */
  network: string;
  /** Names the card's title element and test ids (`{id}-section`, `{id}-name`). */
  id: string;
  icon: LucideIcon;
  description: ReactNode;
  status: { isPending: boolean; isError: boolean; error: Error | null };
  account: ConnectedAccount | null;
  reconnectText: string;
  /** What disconnecting means, in the confirmation. */
  disconnectText: string;
  connect: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'isPending'>;
  disconnect: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'isPending'>;
  /** Why the caller may not connect, reconnect or disconnect (not a dono of the workspace); null when they may. */
  ownerOnly: string | null;
  /** The team workspace the connection belongs to; null in the personal one. */
  workspaceName: string | null;
}) {
  // The network's picture links may expire: the placeholder stands in for a broken one.
  const [pictureFailed, setPictureFailed] = useState(false);
  const titleId = `account-${id}-title`;
  const ownerOnlyId = `account-${id}-owner-only`;
  const manage = ownerOnly ? { disabled: true, 'aria-describedby': ownerOnlyId } : {};
  const startConnect = () =>
    connect.mutate(undefined, {
      onError: (error) =>
        toast.error('Não foi possível conectar', { description: getErrorMessage(error, 'Tente novamente.') }),
    });

  return (
    <Card aria-labelledby={titleId} role="region" data-testid={`${id}-section`}>
      <CardHeader>
        <CardTitle id={titleId}>{network}</CardTitle>
        <CardDescription>
          {description}
          {workspaceName ? (
            <>
              {' '}
              A conexão é do espaço <strong className="font-medium text-foreground">{workspaceName}</strong>:
              todos os membros veem, e editores publicam por ela.
            </>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {ownerOnly && !status.isPending && !status.isError ? (
          <p id={ownerOnlyId} role="note" className="text-sm text-muted-foreground">
            {ownerOnly}
          </p>
        ) : null}
        {status.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive-soft-foreground">
            {getErrorMessage(status.error, `Não foi possível ver sua conexão com o ${network}.`)}
          </p>
        ) : account ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              {account.pictureUrl && !pictureFailed ? (
                <img
                  src={account.pictureUrl}
                  alt=""
                  onError={() => setPictureFailed(true)}
                  className="size-12 rounded-full border object-cover"
                />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
              )}
              <div className="flex min-w-0 flex-1 basis-40 flex-col">
                <p className="truncate font-medium text-foreground" data-testid={`${id}-name`}>
                  {account.name}
                </p>
                <p className="text-xs text-muted-foreground">{account.detail}</p>
              </div>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="outline" size="sm" loading={disconnect.isPending} {...manage}>
                    <LogOut aria-hidden="true" />
                    Desconectar
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Desconectar {account.name}?</AlertDialogTitle>
                    <AlertDialogDescription>{disconnectText}</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Manter conectado</AlertDialogCancel>
                    <AlertDialogAction
                      variant="destructive"
                      onClick={() =>
                        disconnect.mutate(undefined, {
                          onSuccess: () => toast.success(`${network} desconectado.`),
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
            {account.needsReconnect ? (
              <div
                role="alert"
                className="flex flex-wrap items-center gap-3 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
              >
                <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                <p className="flex-1">{reconnectText}</p>
                <Button size="sm" onClick={startConnect} loading={connect.isPending} {...manage}>
                  Reconectar
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <Button className="self-start" onClick={startConnect} loading={connect.isPending} {...manage}>
            {connect.isPending ? null : <Icon aria-hidden="true" />}
            Conectar {network}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
