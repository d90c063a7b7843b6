import { CircleAlert, CircleCheck, Download } from 'lucide-react';
import { Link } from 'react-router';
import type { CarouselVersions } from '../../../../shared/carousels/edit-slides';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Where the last save stands: being drawn, failed (the previous version stays), or ready to download. */
export function SaveStatus({
  carouselId,
  versions,
  savedVersion,
}: {
  carouselId: string;
  versions: CarouselVersions | undefined;
  savedVersion: number | null;
}) {
  if (!versions) return null;
  if (versions.pendente !== null) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg bg-secondary px-3 py-2 text-sm">
        <Spinner decorative className="size-4" />
        Gerando a versão {versions.pendente}… sem gastar crédito.
      </p>
    );
  }
  if (versions.falhou !== null) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Não foi possível gerar a versão {versions.falhou}. A versão anterior continua disponível; revise e
        salve de novo.
      </p>
    );
  }
  const current = versions.versoes.find((version) => version.atual);
  if (savedVersion === null || current?.versao !== savedVersion) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-success-soft px-3 py-2 text-sm text-success-soft-foreground"
    >
      <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
      <span className="mr-auto">Versão {current.versao} pronta.</span>
      <Button asChild size="sm">
        <Link to={`/download/${carouselId}`}>
          <Download aria-hidden="true" />
          Ir para o download
        </Link>
      </Button>
    </div>
  );
}
