import { DELETED_ACCOUNT_NAME } from '../../../../shared/account/data-rights';
import type { AdminCarouselListItem } from '../../../../shared/admin/carousels';
import { getCarouselTypeLabel } from '../../../../shared/carousels/objectives';
import { getCarouselStatusKind } from '../../../../shared/carousels/status';
import { describeWriterTrace } from '../../../../shared/carousels/writer-trace';
import { formatAdminDate } from '../../../../shared/dates';
import { Detail, DetailsDialog } from '../../../components/details-dialog';
import { JsonBlock } from '../../../components/ui/json-block';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { CarouselStatusBadge } from '..';
import { useAdminCarousel } from './carousels-api';

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
    <DetailsDialog
      item={carousel}
      onClose={onClose}
      title="Detalhes do Conteúdo"
      description={<>#{carousel?.id}</>}
      className="sm:max-w-2xl"
      descriptionClassName="font-mono text-xs break-all"
    >
      {(carousel) => (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Detail label="Status">
              <CarouselStatusBadge status={carousel.status} />
            </Detail>
            <Detail label="Tipo">{getCarouselTypeLabel(carousel.objetivo, carousel.tipo_carrossel)}</Detail>
            <Detail label="Template">{carousel.template ?? 'N/A'}</Detail>
            <Detail label="Criador">{carousel.creator?.nome ?? DELETED_ACCOUNT_NAME}</Detail>
            <Detail label="E-mail">{carousel.creator?.email ?? '-'}</Detail>
            <Detail label="Criado em">{formatAdminDate(carousel.data_criacao)}</Detail>
            <Detail label="Editado por">{carousel.autoria.editado_por ?? '-'}</Detail>
            <Detail label="Publicado por">{carousel.autoria.publicado_por ?? '-'}</Detail>
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
            {getCarouselStatusKind(carousel.status) === 'error' ? (
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
      )}
    </DetailsDialog>
  );
}
