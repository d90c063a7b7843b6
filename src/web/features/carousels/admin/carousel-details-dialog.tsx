import type { ReactNode } from 'react';
import type { AdminCarouselListItem } from '../../../../shared/admin/carousels';
import { getCarouselTypeLabel } from '../../../../shared/carousels/objectives';
import { describeWriterTrace } from '../../../../shared/carousels/writer-trace';
import { formatAdminDate } from '../../../../shared/dates';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { JsonBlock } from '../../../components/ui/json-block';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { CarouselStatusBadge } from '..';
import { useAdminCarousel } from './carousels-api';

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * 'Ver detalhes' of a carousel: the essentials from the table row at once, then the raw record as JSON with
 * a copy button, fetched on opening (the list never carries the stored trace and its design).
 */
export function CarouselDetailsDialog({
  carousel,
  onClose,
}: {
  carousel: AdminCarouselListItem | null;
  onClose: () => void;
}) {
  const record = useAdminCarousel(carousel?.id ?? null);
  const writer = record.data ? describeWriterTrace(record.data.webhook_data) : null;
  return (
    <Dialog open={carousel !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Detalhes do Conteúdo</DialogTitle>
          <DialogDescription className="font-mono text-xs break-all">#{carousel?.id}</DialogDescription>
        </DialogHeader>
        {carousel ? (
          <>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <Detail label="Status">
                <CarouselStatusBadge status={carousel.status} />
              </Detail>
              <Detail label="Tipo">{getCarouselTypeLabel(carousel.objetivo, carousel.tipo_carrossel)}</Detail>
              <Detail label="Template">{carousel.template ?? 'N/A'}</Detail>
              <Detail label="Criador">{carousel.creator?.nome ?? 'Usuário removido'}</Detail>
              <Detail label="E-mail">{carousel.creator?.email ?? '-'}</Detail>
              <Detail label="Criado em">{formatAdminDate(carousel.data_criacao)}</Detail>
              {carousel.tema ? (
                <Detail className="col-span-2 sm:col-span-3" label="Tema">
                  {carousel.tema}
                </Detail>
              ) : null}
              {writer ? (
                <Detail className="col-span-2 sm:col-span-3" label="Escritor / modelo">
                  {writer}
                </Detail>
              ) : null}
              {carousel.status.startsWith('erro') ? (
                <Detail className="col-span-2 sm:col-span-3" label="Erro">
                  {carousel.status}
                </Detail>
              ) : null}
            </dl>
            {record.data ? (
              <JsonBlock value={record.data} label="Registro completo (JSON)" />
            ) : record.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {getErrorMessage(record.error, 'Não foi possível carregar o registro completo.')}
              </p>
            ) : (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner decorative />
                Carregando registro completo...
              </p>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
