import { Bot, Clock, PenLine, TriangleAlert } from 'lucide-react';
import type { AdminWriterStats } from '../../../shared/admin/writer-stats';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdminWriterStats } from './stats-api';

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} s`;
}

/** "75% (3 de 4)", or a dash with no model run in the window. */
export function describeSuccess(window: AdminWriterStats['ultimas24h']): string {
  if (window.taxaSucessoIa === null) return '—';
  return `${window.taxaSucessoIa}% (${window.sucessosIa} de ${window.execucoesIa})`;
}

function Figure({ icon: Icon, label, value }: { icon: typeof Bot; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-muted/50 p-3">
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className="min-w-0 flex-1 text-sm text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Dashboard panel: who writes the carousels' copy and how the language model did in the last 24 hours. */
export function WriterPanel() {
  const query = useAdminWriterStats();
  const data = query.data;
  return (
    <Card data-testid="writer-panel">
      <CardHeader>
        <CardTitle>Escritor dos textos</CardTitle>
        <CardDescription>
          Quem escreve os slides e as legendas, e como a IA se saiu nas últimas 24 horas.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">Não foi possível carregar os dados do escritor.</p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : !data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">Escritor ativo:</span>
              {data.escritor === 'llm' ? (
                <Badge>IA · {data.modelo ?? 'modelo não informado'}</Badge>
              ) : (
                <Badge variant="secondary">Escritor local (sem IA)</Badge>
              )}
              {data.escritor === 'llm' ? (
                <span className="text-muted-foreground">com o escritor local como reserva</span>
              ) : null}
            </p>
            <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              <Figure
                icon={Bot}
                label="Gerações com IA"
                value={data.ultimas24h.execucoesIa.toLocaleString('pt-BR')}
              />
              <Figure icon={PenLine} label="Taxa de sucesso" value={describeSuccess(data.ultimas24h)} />
              <Figure
                icon={Clock}
                label="Latência média"
                value={
                  data.ultimas24h.latenciaMediaMs === null
                    ? '—'
                    : formatSeconds(data.ultimas24h.latenciaMediaMs)
                }
              />
              <Figure
                icon={TriangleAlert}
                label="Usos da reserva"
                value={data.ultimas24h.fallbacks.toLocaleString('pt-BR')}
              />
            </dl>
            {data.ultimas24h.motivos.length > 0 ? (
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-medium">Por que a IA não foi usada</h3>
                <ul className="flex flex-col gap-1 text-sm" aria-label="Motivos de uso da reserva">
                  {data.ultimas24h.motivos.map((reason) => (
                    <li key={reason.motivo} className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 break-words">{reason.motivo}</span>
                      <span className="shrink-0 tabular-nums text-muted-foreground">{reason.total}×</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
