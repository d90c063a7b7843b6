import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingCard } from '../../../components/ui/loading-card';
import { PageHeader } from '../../../components/ui/page-header';
import { Progress } from '../../../components/ui/progress';
import { CarouselStatusBadge } from '../carousel-status-badge';
import { batchZipPath, fetchBatchZip, useBatch } from './batch-api';

/** /lotes/:id: a batch's carousels finishing live, and everything finished in one ZIP. */
export function Component() {
  const { id = '' } = useParams();
  const batch = useBatch(id);
  if (batch.isPending) return <LoadingCard />;
  if (batch.isError)
    return <LoadError message="Não foi possível carregar o lote." onRetry={() => void batch.refetch()} />;
  const { total, concluidos, erros, em_andamento, carrosseis } = batch.data;
  const done = total - em_andamento;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader
        title="Lote de carrosséis"
        description={
          em_andamento > 0
            ? `Gerando: ${done} de ${total} prontos. Pode sair desta página: os carrosséis continuam sendo gerados.`
            : `Pronto: ${concluidos} ${concluidos === 1 ? 'concluído' : 'concluídos'}${erros > 0 ? `, ${erros} com erro (crédito devolvido)` : ''}.`
        }
        actions={
          concluidos > 0 ? (
            <Button asChild>
              <a
                href={batchZipPath(id)}
                download
                onClick={(event) => {
                  event.preventDefault();
                  void downloadZip(id);
                }}
              >
                <Download aria-hidden="true" />
                Baixar tudo
              </a>
            </Button>
          ) : null
        }
      />
      <Progress
        value={(done / Math.max(total, 1)) * 100}
        aria-label={`${done} de ${total} carrosséis prontos`}
      />
      <Card>
        <CardContent className="grid gap-2">
          <ul className="grid gap-2" aria-label="Carrosséis do lote">
            {carrosseis.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm"
                data-testid="batch-carousel"
              >
                <span className="w-16 text-muted-foreground">Linha {item.linha}</span>
                {/* On a phone the theme takes its own line, so it is read whole rather than cut to a word. */}
                <span className="order-first min-w-0 basis-full font-medium sm:order-none sm:flex-1 sm:basis-0 sm:truncate">
                  {item.tema ?? 'Carrossel'}
                </span>
                <CarouselStatusBadge status={item.status} />
                {item.status === 'concluido' ? (
                  <Link
                    className="ml-auto text-primary underline-offset-4 hover:underline sm:ml-0"
                    to={`/download/${item.id}`}
                    aria-label={`Baixar a linha ${item.linha}: ${item.tema ?? 'Carrossel'}`}
                  >
                    Baixar
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

/** The ZIP needs the session's token, so it is fetched and handed to the browser as a file. */
async function downloadZip(id: string) {
  const blob = await fetchBatchZip(id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lote-${id.slice(0, 8)}.zip`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
