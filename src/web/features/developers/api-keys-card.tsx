import { KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { API_KEY_MESSAGES, type ApiKey, type CreatedApiKey } from '../../../shared/api-keys/schemas';
import { formatDateTime } from '../../../shared/dates';
import { PERSONAL_WORKSPACE_NAME } from '../../../shared/workspaces/roles';
import { ShownOnceSecret } from '../../components/shown-once-secret';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/error-alert';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './developers-api';

/** The key just created, shown once (only its SHA-256 is kept). */
function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <ShownOnceSecret
      testId="created-api-key"
      label={`Sua nova chave "${created.nome}": copie agora, ela não será mostrada de novo`}
      value={created.chave}
      noun={{ word: 'chave', feminine: true }}
      mono
      hint="Guarde-a num cofre de senhas ou nas variáveis do seu servidor. Se perder, revogue e crie outra."
    >
      <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onDone}>
        Já guardei a chave
      </Button>
    </ShownOnceSecret>
  );
}

function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground"
        aria-label={`Revogar a chave ${apiKey.nome}`}
        onClick={() => {
          revoke.reset();
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        Revogar
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revogar a chave "{apiKey.nome}"?</AlertDialogTitle>
          <AlertDialogDescription>
            Tudo o que usa esta chave (automações, planilhas, assistentes) para de funcionar na hora. Não dá
            para desfazer: para voltar, crie uma chave nova.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {revoke.isError ? (
          <ErrorAlert>
            {getErrorMessage(revoke.error, 'Não foi possível revogar a chave. Tente novamente.')}
          </ErrorAlert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancelar</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success('Chave revogada');
                },
              })
            }
          >
            Revogar chave
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function KeyList({ keys, mayRevoke, team }: { keys: ApiKey[]; mayRevoke: boolean; team: boolean }) {
  if (keys.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {mayRevoke ? 'Nenhuma chave ativa. Crie uma para começar.' : 'Nenhuma chave ativa neste espaço.'}
      </p>
    );
  return (
    <ul className="flex flex-col divide-y rounded-lg border" aria-label="Chaves de API ativas">
      {keys.map((apiKey) => (
        <li key={apiKey.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="truncate text-sm font-medium text-foreground">{apiKey.nome}</span>
            <span className="font-mono text-xs text-muted-foreground">{apiKey.prefixo}…</span>
            <span className="text-xs text-muted-foreground">
              Criada em {formatDateTime(apiKey.criado_em)}
              {team ? ` por ${apiKey.criada_por}` : ''} ·{' '}
              {apiKey.ultimo_uso_em ? `último uso em ${formatDateTime(apiKey.ultimo_uso_em)}` : 'nunca usada'}
            </span>
          </div>
          {mayRevoke ? <RevokeKeyButton apiKey={apiKey} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Chaves de API" of the active workspace: create (the key shown once), list by name and prefix, revoke with a
 * confirmation. The owner manages them, an editor sees the list, a leitor only why (docs/workspaces.md).
 */
export function ApiKeysCard() {
  const { may, workspace, activeWorkspaceId } = useAuth();
  // A team's role is unknown until the workspaces list arrives: no note about it until then.
  const roleKnown = workspace !== null || activeWorkspaceId === null;
  const mayManage = may('dono');
  const mayList = may('editor');
  const team = workspace?.pessoal === false;
  const keys = useApiKeys(mayList);
  const create = useCreateApiKey();
  const [nome, setNome] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const nameId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nome.trim() === '') {
      setNameError(API_KEY_MESSAGES.nameRequired);
      return;
    }
    setNameError(null);
    create.mutate(
      { nome },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setNome('');
        },
        onError: (error) =>
          setNameError(getErrorMessage(error, 'Não foi possível criar a chave. Tente novamente.')),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Chaves de API
        </CardTitle>
        <CardDescription>
          Uma chave deixa um programa criar carrosséis e ver o saldo do espaço "
          {workspace?.nome ?? PERSONAL_WORKSPACE_NAME}", gastando os créditos dele. Ela não entra na sua
          conta, não muda senha nem cria outras chaves.
          {team ? ' Ela para de funcionar se quem a criou sair do espaço ou passar a leitor.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {mayManage || !roleKnown ? null : (
          <p className="text-sm font-medium text-foreground" role="note">
            {mayList
              ? 'Só o dono deste espaço cria e revoga chaves de API. Você pode ver quais estão ativas.'
              : 'As chaves de API deste espaço ficam com o dono e os editores.'}
          </p>
        )}
        {mayManage ? (
          <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={submit} noValidate>
            <div className="grid flex-1 gap-1.5">
              <label htmlFor={nameId} className="text-sm font-medium text-foreground">
                Nome da chave
              </label>
              <Input
                id={nameId}
                value={nome}
                maxLength={60}
                placeholder="Ex.: n8n, Planilha da agência"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? errorId : undefined}
                onChange={(event) => setNome(event.target.value)}
              />
              {nameError ? (
                <p id={errorId} className="text-sm text-destructive">
                  {nameError}
                </p>
              ) : null}
            </div>
            <Button type="submit" loading={create.isPending} className="sm:mt-7">
              <KeyRound aria-hidden="true" />
              Criar chave
            </Button>
          </form>
        ) : null}
        {created ? <CreatedKey created={created} onDone={() => setCreated(null)} /> : null}
        {!mayList ? null : keys.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando suas chaves...</p>
        ) : keys.isError ? (
          <LoadError
            message={getErrorMessage(keys.error, 'Não foi possível carregar suas chaves.')}
            onRetry={() => keys.refetch()}
          />
        ) : (
          <KeyList keys={keys.data} mayRevoke={mayManage} team={team} />
        )}
      </CardContent>
    </Card>
  );
}
