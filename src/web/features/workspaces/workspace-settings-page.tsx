import { LogOut, Trash2, UserMinus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import { WORKSPACE_MESSAGES } from '../../../shared/workspaces/messages';
import {
  WORKSPACE_ROLE_HINTS,
  WORKSPACE_ROLE_LABELS,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from '../../../shared/workspaces/roles';
import type { Workspace, WorkspaceMember } from '../../../shared/workspaces/schemas';
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
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { LoadingCard } from '../../components/ui/loading-card';
import { OptionsSelect } from '../../components/ui/options-select';
import { PageHeader } from '../../components/ui/page-header';
import { getErrorMessage } from '../../lib/api-client';
import { useSubmissionKey } from '../../lib/submission-key';
import { useAuth } from '../auth';
import { ActivitySection } from './workspace-activity-section';
import {
  useCancelInvite,
  useChangeMemberRole,
  useDeleteWorkspace,
  useInviteMember,
  useRemoveMember,
  useRenameWorkspace,
  useWorkspace,
  useWorkspaceInvites,
  useWorkspaceMembers,
} from './workspace-members-api';

const ROLE_OPTIONS = WORKSPACE_ROLES.map((role) => ({ value: role, label: WORKSPACE_ROLE_LABELS[role] }));
const creditsWord = (count: number) => `${count} ${count === 1 ? 'crédito' : 'créditos'}`;

/** /espaco/:id: the workspace's name, members, invitations and deletion (the owner), or leaving it (others). */
export function WorkspaceSettingsPage({ id }: { id: string }) {
  const workspace = useWorkspace(id);
  if (workspace.isPending) return <LoadingCard message="Carregando o espaço..." />;
  if (workspace.isError)
    return (
      <LoadError
        message={getErrorMessage(workspace.error, 'Não foi possível carregar o espaço.')}
        onRetry={() => void workspace.refetch()}
      />
    );
  if (!workspace.data) return <ErrorAlert>{WORKSPACE_MESSAGES.notFound}</ErrorAlert>;
  const current = workspace.data;
  const owner = current.papel === 'dono';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={current.nome}
        description={
          current.pessoal
            ? 'Seu espaço Pessoal: só você tem acesso a ele.'
            : `Espaço de equipe · seu papel: ${WORKSPACE_ROLE_LABELS[current.papel]} · saldo: ${creditsWord(current.saldo)}`
        }
      />
      {owner ? <NameSection workspace={current} /> : null}
      {current.pessoal ? (
        <>
          <Card>
            <CardContent className="pt-6 text-sm text-muted-foreground">
              {WORKSPACE_MESSAGES.personalNotShared}
            </CardContent>
          </Card>
          <ActivitySection workspace={current} />
        </>
      ) : (
        <>
          <MembersSection workspace={current} />
          {owner ? <InviteSection workspace={current} /> : null}
          {owner ? <ActivitySection workspace={current} /> : null}
          {owner ? <DeleteSection workspace={current} /> : <LeaveSection workspace={current} />}
        </>
      )}
    </div>
  );
}

function NameSection({ workspace }: { workspace: Workspace }) {
  const [nome, setNome] = useState(workspace.nome);
  const rename = useRenameWorkspace(workspace.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(nome, { onSuccess: () => toast.success('Nome do espaço atualizado.') });
  };
  return (
    <Card role="region" aria-labelledby="workspace-name-title">
      <CardHeader>
        <CardTitle id="workspace-name-title">Nome do espaço</CardTitle>
        <CardDescription>Aparece no seletor de espaços de todos os membros.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField
            label="Nome"
            className="flex-1"
            error={rename.isError ? getErrorMessage(rename.error, 'Não foi possível renomear.') : undefined}
          >
            <Input value={nome} maxLength={60} onChange={(event) => setNome(event.target.value)} />
          </FormField>
          <Button type="submit" loading={rename.isPending} disabled={nome.trim() === workspace.nome}>
            Salvar nome
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MembersSection({ workspace }: { workspace: Workspace }) {
  const members = useWorkspaceMembers(workspace.id);
  const { user } = useAuth();
  const owner = workspace.papel === 'dono';
  return (
    <Card role="region" aria-labelledby="workspace-members-title">
      <CardHeader>
        <CardTitle id="workspace-members-title">Membros</CardTitle>
        <CardDescription>
          {WORKSPACE_ROLES.map(
            (role) => `${WORKSPACE_ROLE_LABELS[role]}: ${WORKSPACE_ROLE_HINTS[role]}`,
          ).join(' ')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando membros...</p>
        ) : members.isError ? (
          <ErrorAlert>{getErrorMessage(members.error, 'Não foi possível carregar os membros.')}</ErrorAlert>
        ) : (
          <ul className="divide-y" aria-label="Membros do espaço">
            {members.data.map((member) => (
              <MemberRow
                key={member.id}
                workspace={workspace}
                member={member}
                manage={owner && member.id !== user?.id}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MemberRow({
  workspace,
  member,
  manage,
}: {
  workspace: Workspace;
  member: WorkspaceMember;
  manage: boolean;
}) {
  const change = useChangeMemberRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const [confirming, setConfirming] = useState(false);
  const failed = change.isError ? change.error : remove.isError ? remove.error : null;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{member.nome}</p>
        <p className="truncate text-sm text-muted-foreground">
          {member.email} · desde {formatDateTime(member.desde)}
        </p>
        {failed ? (
          <p className="text-sm text-destructive">{getErrorMessage(failed, 'Não foi possível mudar.')}</p>
        ) : null}
      </div>
      {manage ? (
        <div className="flex items-center gap-2">
          <OptionsSelect
            aria-label={`Papel de ${member.nome}`}
            className="w-32"
            value={member.papel}
            options={ROLE_OPTIONS}
            disabled={change.isPending}
            onValueChange={(papel: WorkspaceRole) =>
              change.mutate(
                { userId: member.id, papel },
                { onSuccess: () => toast.success(`${member.nome} agora é ${WORKSPACE_ROLE_LABELS[papel]}.`) },
              )
            }
          />
          <AlertDialog open={confirming} onOpenChange={setConfirming}>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`Remover ${member.nome}`}
              onClick={() => setConfirming(true)}
            >
              <UserMinus aria-hidden="true" />
            </Button>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Remover {member.nome} do espaço?</AlertDialogTitle>
                <AlertDialogDescription>
                  A pessoa perde o acesso na hora a tudo deste espaço. Os carrosséis que ela criou continuam
                  aqui.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancelar</AlertDialogCancel>
                <Button
                  type="button"
                  variant="destructive"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(member.id, {
                      onSuccess: () => setConfirming(false),
                      onError: () => setConfirming(false),
                    })
                  }
                >
                  Remover
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      ) : (
        <span className="text-sm font-medium">{WORKSPACE_ROLE_LABELS[member.papel]}</span>
      )}
    </li>
  );
}

function InviteSection({ workspace }: { workspace: Workspace }) {
  const invites = useWorkspaceInvites(workspace.id, true);
  const invite = useInviteMember(workspace.id);
  const cancel = useCancelInvite(workspace.id);
  const submission = useSubmissionKey();
  const [email, setEmail] = useState('');
  const [papel, setPapel] = useState<WorkspaceRole>('editor');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email: email.trim(), papel };
    invite.mutate(
      { body, key: submission.keyFor(body) },
      {
        onSuccess: () => {
          submission.done();
          setEmail('');
          toast.success(`Convite enviado para ${body.email}.`);
        },
      },
    );
  };
  return (
    <Card role="region" aria-labelledby="workspace-invite-title">
      <CardHeader>
        <CardTitle id="workspace-invite-title">Convidar pessoas</CardTitle>
        <CardDescription>
          O convite chega por e-mail e vale por 7 dias. Só a conta com esse e-mail pode aceitá-lo.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label="E-mail" className="flex-1">
            <Input
              type="email"
              value={email}
              autoComplete="off"
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField label="Papel">
            <OptionsSelect
              className="w-full sm:w-32"
              value={papel}
              options={ROLE_OPTIONS}
              onValueChange={setPapel}
            />
          </FormField>
          <Button type="submit" loading={invite.isPending}>
            Enviar convite
          </Button>
        </form>
        {invite.isError ? (
          <ErrorAlert>{getErrorMessage(invite.error, 'Não foi possível enviar o convite.')}</ErrorAlert>
        ) : null}
        <div>
          <h3 className="mb-2 text-sm font-semibold">Convites pendentes</h3>
          {invites.data && invites.data.length > 0 ? (
            <ul className="divide-y" aria-label="Convites pendentes">
              {invites.data.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{item.email}</p>
                    <p className="text-sm text-muted-foreground">
                      {WORKSPACE_ROLE_LABELS[item.papel]} · expira em {formatDateTime(item.expira_em)}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Cancelar convite de ${item.email}`}
                    loading={cancel.isPending && cancel.variables === item.id}
                    onClick={() =>
                      cancel.mutate(item.id, { onSuccess: () => toast.success('Convite cancelado.') })
                    }
                  >
                    Cancelar convite
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              {invites.isPending ? 'Carregando...' : 'Nenhum convite pendente.'}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function DeleteSection({ workspace }: { workspace: Workspace }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteWorkspace(workspace.id);
  const navigate = useNavigate();
  const needsName = workspace.saldo > 0;
  const confirmed = !needsName || typed.trim() === workspace.nome;
  return (
    <Card role="region" aria-labelledby="workspace-delete-title" className="border-destructive/40">
      <CardHeader>
        <CardTitle id="workspace-delete-title">Excluir espaço</CardTitle>
        <CardDescription>
          Apaga o espaço para todos os membros, com seus carrosséis, marcas e conexões. Não dá para desfazer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              setTyped('');
              remove.reset();
              setOpen(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            Excluir espaço
          </Button>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Excluir “{workspace.nome}”?</AlertDialogTitle>
              <AlertDialogDescription>
                {needsName
                  ? `O espaço ainda tem ${creditsWord(workspace.saldo)}: eles serão perdidos, sem reembolso. Digite o nome do espaço para confirmar.`
                  : 'Todos os membros perdem o acesso na hora.'}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <form
              noValidate
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (!confirmed) return;
                remove.mutate(needsName ? typed.trim() : undefined, {
                  onSuccess: () => {
                    toast.success('Espaço excluído.');
                    void navigate('/dashboard', { replace: true });
                  },
                });
              }}
            >
              {needsName ? (
                <FormField label={`Digite ${workspace.nome} para confirmar`} required>
                  <Input
                    value={typed}
                    autoComplete="off"
                    onChange={(event) => setTyped(event.target.value)}
                  />
                </FormField>
              ) : null}
              {remove.isError ? (
                <ErrorAlert>{getErrorMessage(remove.error, 'Não foi possível excluir o espaço.')}</ErrorAlert>
              ) : null}
              <AlertDialogFooter>
                <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={!confirmed} loading={remove.isPending}>
                  Excluir para sempre
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

function LeaveSection({ workspace }: { workspace: Workspace }) {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const leave = useRemoveMember(workspace.id);
  const navigate = useNavigate();
  return (
    <Card role="region" aria-labelledby="workspace-leave-title">
      <CardHeader>
        <CardTitle id="workspace-leave-title">Sair do espaço</CardTitle>
        <CardDescription>
          Você perde o acesso a este espaço; para voltar, precisa de um novo convite.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <Button type="button" variant="outline" onClick={() => setOpen(true)}>
            <LogOut aria-hidden="true" />
            Sair do espaço
          </Button>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Sair de “{workspace.nome}”?</AlertDialogTitle>
              <AlertDialogDescription>
                Os carrosséis que você criou continuam no espaço.
              </AlertDialogDescription>
            </AlertDialogHeader>
            {leave.isError ? (
              <ErrorAlert>{getErrorMessage(leave.error, 'Não foi possível sair do espaço.')}</ErrorAlert>
            ) : null}
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <Button
                type="button"
                variant="destructive"
                loading={leave.isPending}
                onClick={() =>
                  user &&
                  leave.mutate(user.id, {
                    onSuccess: () => {
                      toast.success(`Você saiu de ${workspace.nome}.`);
                      void navigate('/dashboard', { replace: true });
                    },
                  })
                }
              >
                Sair do espaço
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
