import { Download, FileArchive, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { EXPORT_LINK_HOURS, type ExportStatusResponse } from '../../../shared/account/data-rights';
import { formatBytes } from '../../../shared/bytes';
import { formatDateTime } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/api-client';
import { useAccountExport, useRequestAccountExport } from './data-rights-api';

/** What the section says about the last request, in the user's words. */
function describeExport(current: ExportStatusResponse): string {
  switch (current.status) {
    case 'preparando':
      return 'Estamos juntando seus dados. Isso leva poucos minutos; o link também chega por e-mail.';
    case 'pronta':
      return `Sua cópia está pronta. O link funciona até ${formatDateTime(current.expiraEm)}.`;
    case 'expirada':
      return 'O link da última cópia expirou. Peça uma nova quando quiser.';
    case 'erro':
      return 'Não conseguimos preparar a última cópia. Peça de novo; se o problema continuar, abra um chamado.';
    default:
      return `Um arquivo ZIP com seu perfil, marca, créditos, pagamentos, chamados e todos os carrosséis (textos e arquivos). O link vale por ${EXPORT_LINK_HOURS} horas.`;
  }
}

/** "Baixar meus dados" (LGPD, access and portability): asks for the ZIP, then offers its link while it works. */
export function DataExportSection() {
  const current = useAccountExport();
  const request = useRequestAccountExport();

  const ask = () =>
    request.mutate(undefined, {
      onError: (error) =>
        toast.error('Não foi possível pedir seus dados', {
          description: getErrorMessage(error, 'Tente novamente em alguns minutos.'),
        }),
    });

  return (
    <Card aria-labelledby="account-export-title" role="region">
      <CardHeader>
        <CardTitle id="account-export-title">Baixar meus dados</CardTitle>
        <CardDescription>
          Uma cópia de tudo o que o Carrossel guarda sobre você, para guardar ou levar.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {current.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : current.isError ? (
          <LoadError
            message="Não foi possível ver seu pedido de dados."
            onRetry={() => void current.refetch()}
          />
        ) : (
          <>
            <p
              className="text-sm text-muted-foreground"
              aria-live="polite"
              data-testid="account-export-status"
            >
              {current.data.status === 'preparando' ? (
                <span className="mr-2 inline-flex align-middle">
                  <Spinner label="Preparando seus dados" />
                </span>
              ) : null}
              {describeExport(current.data)}
            </p>
            <div className="flex flex-wrap gap-2">
              {current.data.status === 'pronta' && current.data.url ? (
                <Button asChild>
                  <a href={current.data.url} download>
                    <Download aria-hidden="true" />
                    Baixar meus dados
                    {current.data.tamanho ? ` (ZIP, ${formatBytes(current.data.tamanho)})` : ' (ZIP)'}
                  </a>
                </Button>
              ) : null}
              {current.data.status !== 'preparando' ? (
                <Button
                  type="button"
                  variant={current.data.status === 'pronta' ? 'outline' : 'default'}
                  loading={request.isPending}
                  onClick={ask}
                >
                  {current.data.status === 'nenhuma' ? (
                    <FileArchive aria-hidden="true" />
                  ) : (
                    <RefreshCw aria-hidden="true" />
                  )}
                  {current.data.status === 'nenhuma' ? 'Preparar meus dados' : 'Preparar uma nova cópia'}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
