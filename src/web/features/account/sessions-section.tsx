import { Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import {
  describeDevicesLeaving,
  describeIpNetwork,
  groupSessions,
  type SessionGroup,
} from '../../../shared/account/session-groups';
import { formatDateTime } from '../../../shared/dates';
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
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './account-api';

const PHONE_WORDS = /iPhone|Android|iPad/;

function devicesLabel(count: number): string {
  return count === 1 ? '1 dispositivo' : `${count} dispositivos`;
}

/** "Onde você está conectado": every signed-in device, with a way out for the others. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.atual) ?? [];

  const confirmEndOthers = async () => {
    try {
      const ended = await endOthers.mutateAsync();
      toast.success(
        ended === 0
          ? 'Nenhum outro dispositivo estava conectado.'
          : ended === 1
            ? '1 dispositivo desconectado.'
            : `${devicesLabel(ended)} desconectados.`,
      );
    } catch (error) {
      toast.error('Não foi possível desconectar os outros dispositivos', {
        description: getErrorMessage(error, 'Tente novamente.'),
      });
    }
  };

  return (
    <Card aria-labelledby="account-sessions-title" role="region">
      <CardHeader>
        <CardTitle id="account-sessions-title">Onde você está conectado</CardTitle>
        <CardDescription>
          Cada navegador em que você entrou na conta. Horários de Brasília. Não reconhece algum? Desconecte-o
          e troque sua senha.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : sessions.error ? (
          <LoadError
            message={getErrorMessage(sessions.error, 'Não foi possível carregar as sessões.')}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <ul aria-label="Sessões ativas" className="divide-y rounded-lg border">
            {groupSessions(sessions.data).map((group) => (
              <SessionItem key={group.latest.id} group={group} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              type="button"
              variant="outline"
              disabled={others.length === 0}
              loading={endOthers.isPending}
            >
              Sair de todos os outros dispositivos
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Sair de todos os outros dispositivos?</AlertDialogTitle>
              <AlertDialogDescription>
                {describeDevicesLeaving(others.length)} da sua conta agora. Este dispositivo continua
                conectado.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => void confirmEndOthers()}>
                Sair dos outros
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardFooter>
    </Card>
  );
}

function SessionItem({ group }: { group: SessionGroup }) {
  const end = useEndSession();
  const session = group.latest;
  const count = group.sessions.length;
  const Icon = PHONE_WORDS.test(session.dispositivo) ? Smartphone : Monitor;
  const place = describeIpNetwork(session.ip);
  const endThis = async () => {
    try {
      // A group is one line but several sessions: each is ended through the same route.
      for (const member of group.sessions) await end.mutateAsync(member.id);
      toast.success(`${session.dispositivo} desconectado.`);
    } catch (error) {
      toast.error('Não foi possível desconectar', {
        description: getErrorMessage(error, 'Tente novamente.'),
      });
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {session.dispositivo}
          {session.atual ? <Badge variant="success">Este dispositivo</Badge> : null}
          {count > 1 ? <Badge variant="secondary">{count} sessões</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          Última atividade em {formatDateTime(session.visto_em)}
          {place ? ` · ${place.charAt(0).toUpperCase()}${place.slice(1)}` : ''}
          {count > 1 ? '' : ` · Entrou em ${formatDateTime(session.criada_em)}`}
        </p>
      </div>
      {session.atual ? null : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          loading={end.isPending}
          onClick={() => void endThis()}
          aria-label={`Desconectar ${session.dispositivo}${count > 1 ? ` (${count} sessões)` : ''}`}
        >
          Desconectar
        </Button>
      )}
    </li>
  );
}
