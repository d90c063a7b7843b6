import { RotateCw, Trash2, Webhook } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../shared/webhooks/api';
import { PERSONAL_WORKSPACE_NAME } from '../../../shared/workspaces/roles';
import { ShownOnceSecret } from '../../components/shown-once-secret';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/error-alert';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useResendDelivery,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './webhooks-api';

function CreateEndpointCard() {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['carousel.concluido', 'carousel.erro']);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const urlId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { url, eventos: events },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setUrl('');
          toast.success('Endpoint criado');
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Novo endpoint</CardTitle>
        <CardDescription>
          Enviamos um POST assinado (Standard Webhooks) para o seu servidor a cada evento escolhido.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={urlId}>Endereço (URL)</Label>
            <Input
              id={urlId}
              type="url"
              required
              placeholder="https://seu-servidor.com/webhooks/carrossel"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Eventos</legend>
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={events.includes(name)}
                  onChange={(event) =>
                    setEvents((current) =>
                      event.target.checked ? [...current, name] : current.filter((item) => item !== name),
                    )
                  }
                />
                {WEBHOOK_EVENT_LABELS[name]} <code className="text-xs text-muted-foreground">{name}</code>
              </label>
            ))}
          </fieldset>
          {create.error ? (
            <ErrorAlert>{getErrorMessage(create.error, 'Não foi possível criar.')}</ErrorAlert>
          ) : null}
          <div>
            <Button type="submit" disabled={create.isPending || events.length === 0}>
              Criar endpoint
            </Button>
          </div>
          {created ? (
            <ShownOnceSecret
              testId="webhook-secret"
              label="Segredo de assinatura (mostrado só agora: copie e guarde no seu servidor)"
              value={created.segredo}
              noun={{ word: 'segredo' }}
            />
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

function Deliveries({ endpoint, mayResend }: { endpoint: WebhookEndpoint; mayResend: boolean }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const resend = useResendDelivery(endpoint.id);
  if (deliveries.isPending) return <p className="text-sm text-muted-foreground">Carregando entregas…</p>;
  if (deliveries.isError)
    return (
      <LoadError message="Não foi possível carregar as entregas." onRetry={() => void deliveries.refetch()} />
    );
  if (deliveries.data.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma entrega ainda.</p>;
  return (
    <ul className="grid gap-2" aria-label={`Entregas para ${endpoint.url}`}>
      {deliveries.data.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-2 rounded-lg border p-3 text-sm sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <Badge
                variant={
                  item.estado === 'entregue'
                    ? 'success'
                    : item.estado === 'falhou'
                      ? 'destructive'
                      : 'secondary'
                }
              >
                {WEBHOOK_DELIVERY_STATE_LABELS[item.estado]}
              </Badge>
              <span className="font-medium">{WEBHOOK_EVENT_LABELS[item.tipo]}</span>
              <span className="text-muted-foreground">{formatDateTime(item.criado_em)}</span>
            </p>
            <p className="mt-1 break-words text-muted-foreground">
              {item.tentativas === 1 ? '1 tentativa' : `${item.tentativas} tentativas`}
              {item.ultimo_codigo !== null ? ` · resposta ${item.ultimo_codigo}` : ''}
              {item.ultima_resposta ? ` · ${item.ultima_resposta.slice(0, 140)}` : ''}
            </p>
          </div>
          {mayResend && item.estado !== 'pendente' ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={resend.isPending}
              onClick={() => resend.mutate(item.id, { onSuccess: () => toast.success('Entrega reenviada') })}
            >
              <RotateCw aria-hidden="true" />
              Reenviar
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function EndpointCard({ endpoint, mayManage }: { endpoint: WebhookEndpoint; mayManage: boolean }) {
  const remove = useDeleteWebhookEndpoint();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="break-all text-base">{endpoint.url}</CardTitle>
        <CardDescription>
          {endpoint.ativo
            ? 'Ativo'
            : `Desativado em ${formatDateTime(endpoint.desativado_em ?? endpoint.criado_em)} após 3 dias de falhas`}
          {' · '}
          {endpoint.eventos.map((name) => WEBHOOK_EVENT_LABELS[name]).join(', ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
          >
            {open ? 'Ocultar entregas' : 'Ver entregas'}
          </Button>
          {mayManage ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-destructive"
              disabled={remove.isPending}
              aria-label={`Excluir o endpoint ${endpoint.url}`}
              onClick={() => {
                if (window.confirm('Excluir este endpoint? Os eventos deixam de ser enviados para ele.'))
                  remove.mutate(endpoint.id, { onSuccess: () => toast.success('Endpoint excluído') });
              }}
            >
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          ) : null}
        </div>
        {open ? <Deliveries endpoint={endpoint} mayResend={mayManage} /> : null}
      </CardContent>
    </Card>
  );
}

/**
 * /desenvolvedores/webhooks: the active workspace's endpoints, their secrets (once), deliveries and "Reenviar".
 * The owner manages them, an editor sees them and their deliveries, a leitor only why (docs/workspaces.md).
 */
export function Component() {
  const { may, workspace, activeWorkspaceId } = useAuth();
  // A team's role is unknown until the workspaces list arrives: no note about it until then.
  const roleKnown = workspace !== null || activeWorkspaceId === null;
  const mayManage = may('dono');
  const mayList = may('editor');
  const endpoints = useWebhookEndpoints(mayList);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Webhook className="size-7 text-primary" aria-hidden="true" />
            Webhooks
          </span>
        }
        description={`Receba no seu servidor os eventos do espaço "${workspace?.nome ?? PERSONAL_WORKSPACE_NAME}": carrossel concluído ou com erro, créditos comprados e posts publicados.`}
      />
      {mayManage ? (
        <CreateEndpointCard />
      ) : !roleKnown ? null : (
        <p className="text-sm font-medium text-foreground" role="note">
          {mayList
            ? 'Só o dono deste espaço cria e exclui endpoints e reenvia entregas. Você pode ver os endpoints e as entregas.'
            : 'Os webhooks deste espaço ficam com o dono e os editores.'}
        </p>
      )}
      {!mayList ? null : endpoints.isError ? (
        <LoadError
          message="Não foi possível carregar os endpoints."
          onRetry={() => void endpoints.refetch()}
        />
      ) : !mayManage && endpoints.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum endpoint neste espaço.</p>
      ) : (
        (endpoints.data ?? []).map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} mayManage={mayManage} />
        ))
      )}
    </div>
  );
}
