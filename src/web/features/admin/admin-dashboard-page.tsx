import {
  Activity,
  AlertTriangle,
  CircleCheck,
  Coins,
  Database,
  FolderKanban,
  Images,
  LayoutTemplate,
  Loader,
  type LucideIcon,
  ScrollText,
  UserCheck,
  Users,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getLogActionLabel } from '../../../shared/admin/log-actions';
import type { AdminStats } from '../../../shared/admin/stats';
import { CAROUSEL_COUNTER_LABELS } from '../../../shared/carousels/status';
import { formatAdminDate, formatRelativeDate } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useAdminStats } from './stats-api';
import { WriterPanel } from './writer-panel';

const formatNumber = (value: number) => value.toLocaleString('pt-BR');

/** Concluded over total, as a whole percentage; 0 when nothing was made yet. */
export function getSuccessRate(stats: Pick<AdminStats, 'carousels'>): number {
  return stats.carousels.total === 0
    ? 0
    : Math.round((stats.carousels.concluidos / stats.carousels.total) * 100);
}

function Tile({
  to,
  icon: Icon,
  label,
  value,
  loading,
  tone,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  loading: boolean;
  tone: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-3 rounded-xl border bg-card p-3 shadow-soft transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4"
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-muted-foreground sm:text-sm">{label}</span>
        {loading ? (
          <Skeleton className="mt-1 h-6 w-12" />
        ) : (
          <span className="block text-xl leading-7 font-semibold tabular-nums">{value}</span>
        )}
      </span>
    </Link>
  );
}

function Metric({
  icon: Icon,
  label,
  value,
  loading,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  loading: boolean;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-muted/50 p-3">
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className="min-w-0 flex-1 text-sm text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">
        {loading ? <Skeleton className="h-5 w-10" /> : formatNumber(value)}
      </dd>
    </div>
  );
}

const QUICK_LINKS = [
  { to: '/admin', label: 'Gerenciar Usuários', icon: Users },
  { to: '/templates', label: 'Gerenciar Templates', icon: LayoutTemplate },
  { to: '/content', label: 'Ver Conteúdos', icon: FolderKanban },
  { to: '/logs', label: 'Ver Logs', icon: ScrollText },
  { to: '/database', label: 'Banco de Dados', icon: Database },
] as const;

/** 'Painel Administrativo' (docs/product-rules.md §2), with every figure counted for real by /api/admin/stats. */
export function AdminDashboard() {
  const stats = useAdminStats();
  const data = stats.data;
  const loading = stats.isPending;
  const successRate = data ? getSuccessRate(data) : 0;
  const activeShare =
    data && data.users.total > 0 ? Math.round((data.users.ativos / data.users.total) * 100) : 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Painel Administrativo"
        description="Visão geral de usuários, carrosséis, templates e atividade do sistema."
      />

      <nav aria-label="Resumo da plataforma">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <li>
            <Tile
              to="/admin"
              icon={Users}
              label="Usuários"
              value={formatNumber(data?.users.total ?? 0)}
              loading={loading}
              tone="bg-secondary text-secondary-foreground"
            />
          </li>
          <li>
            <Tile
              to="/content"
              icon={Images}
              label="Carrosséis"
              value={formatNumber(data?.carousels.total ?? 0)}
              loading={loading}
              tone="bg-info-soft text-info-soft-foreground"
            />
          </li>
          <li>
            <Tile
              to="/templates"
              icon={LayoutTemplate}
              label="Templates"
              value={formatNumber(data?.templates.total ?? 0)}
              loading={loading}
              tone="bg-brand-gradient text-white"
            />
          </li>
          <li>
            <Tile
              to="/database"
              icon={Database}
              label="Banco"
              value={stats.isError ? 'Offline' : 'Online'}
              loading={loading}
              tone={
                stats.isError
                  ? 'bg-destructive-soft text-destructive-soft-foreground'
                  : 'bg-success-soft text-success-soft-foreground'
              }
            />
          </li>
          <li className="col-span-2 sm:col-span-1">
            <Tile
              to="/logs"
              icon={ScrollText}
              label="Logs"
              value={`${data?.logs.exact === false ? '≈ ' : ''}${formatNumber(data?.logs.total ?? 0)}`}
              loading={loading}
              tone="bg-warning-soft text-warning-soft-foreground"
            />
          </li>
        </ul>
      </nav>

      {stats.isError ? (
        <Card role="alert" className="flex-row flex-wrap items-center justify-between gap-3 px-5 py-4">
          <p className="text-sm">Não foi possível carregar os números do painel.</p>
          <Button variant="outline" size="sm" onClick={() => stats.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Usuários</CardTitle>
            <CardDescription>Contas cadastradas e créditos entregues.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Metric icon={Users} label="Total" value={data?.users.total ?? 0} loading={loading} />
              <Metric icon={UserCheck} label="Ativos" value={data?.users.ativos ?? 0} loading={loading} />
              <Metric icon={UserX} label="Bloqueados" value={data?.users.bloqueados ?? 0} loading={loading} />
              <Metric
                icon={Coins}
                label="Créditos distribuídos"
                value={data?.creditsDistributed ?? 0}
                loading={loading}
              />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Conteúdo</CardTitle>
            <CardDescription>Carrosséis de todos os usuários.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Metric
                icon={Images}
                label={CAROUSEL_COUNTER_LABELS.admin.total}
                value={data?.carousels.total ?? 0}
                loading={loading}
              />
              <Metric
                icon={CircleCheck}
                label={CAROUSEL_COUNTER_LABELS.admin.done}
                value={data?.carousels.concluidos ?? 0}
                loading={loading}
              />
              <Metric
                icon={Loader}
                label={CAROUSEL_COUNTER_LABELS.admin.processing}
                value={data?.carousels.emProcessamento ?? 0}
                loading={loading}
              />
              <Metric
                icon={AlertTriangle}
                label={CAROUSEL_COUNTER_LABELS.admin.error}
                value={data?.carousels.erro ?? 0}
                loading={loading}
              />
            </dl>
          </CardContent>
        </Card>
      </div>

      <WriterPanel />

      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Acesso rápido</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              {QUICK_LINKS.map((link) => (
                <Button key={link.to} asChild variant="outline" className="justify-start">
                  <Link to={link.to}>
                    <link.icon aria-hidden="true" />
                    {link.label}
                  </Link>
                </Button>
              ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Desempenho</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <div className="grid gap-2">
                <div className="flex items-baseline justify-between gap-2">
                  <p id="success-rate-label" className="text-sm text-muted-foreground">
                    Taxa de sucesso
                  </p>
                  <p className="text-2xl font-semibold tabular-nums" data-testid="success-rate">
                    {loading ? <Skeleton className="h-7 w-14" /> : `${successRate}%`}
                  </p>
                </div>
                <Progress value={successRate} aria-labelledby="success-rate-label" />
                <p className="text-xs text-muted-foreground">Carrosséis concluídos sobre o total criado.</p>
              </div>
              <div className="grid gap-2">
                <div className="flex items-baseline justify-between gap-2">
                  <p id="active-users-label" className="text-sm text-muted-foreground">
                    Usuários ativos
                  </p>
                  <p className="text-2xl font-semibold tabular-nums">
                    {loading ? <Skeleton className="h-7 w-20" /> : `${formatNumber(data?.users.ativos ?? 0)}`}
                  </p>
                </div>
                <Progress
                  value={activeShare}
                  aria-labelledby="active-users-label"
                  indicatorClassName="bg-success"
                />
                <p className="text-xs text-muted-foreground">{activeShare}% das contas estão ativas.</p>
              </div>
            </CardContent>
          </Card>
        </div>
        <Card className="self-start">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Activity className="size-4 text-muted-foreground" aria-hidden="true" />
              Atividade recente
            </CardTitle>
            <CardDescription>Os últimos eventos do sistema.</CardDescription>
            <CardAction>
              <Button asChild variant="link" size="sm">
                <Link to="/logs">Ver todos</Link>
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent>
            {loading ? (
              <ul className="grid gap-2">
                {['a', 'b', 'c', 'd'].map((key) => (
                  <li key={key} className="rounded-lg border p-3">
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="mt-2 h-3.5 w-1/3" />
                  </li>
                ))}
              </ul>
            ) : (data?.recentLogs.length ?? 0) === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhuma atividade registrada ainda.</p>
            ) : (
              <ul className="grid gap-2" data-testid="recent-activity">
                {data?.recentLogs.map((log) => (
                  <li key={log.id} className="flex items-start justify-between gap-3 rounded-lg border p-3">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{log.usuario?.nome ?? 'Sistema'}</p>
                      <p className="truncate text-xs text-muted-foreground">
                        <span title={log.acao}>{getLogActionLabel(log.acao)}</span>
                        {log.ip ? ` · ${log.ip}` : ''}
                      </p>
                    </div>
                    <time
                      dateTime={log.created_at}
                      title={formatAdminDate(log.created_at)}
                      className="shrink-0 text-xs text-muted-foreground"
                    >
                      {formatRelativeDate(log.created_at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
