import { ChevronDown, Download, History } from 'lucide-react';
import { useState } from 'react';
import type { CarouselVersions } from '../../../../shared/carousels/edit-slides';
import { formatDateTime } from '../../../../shared/dates';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { describeFileType } from '../download/describe-file-type';

type Version = CarouselVersions['versoes'][number];

/**
 * The kept versions (the last five), each with its ZIP, its slides in a strip that opens beside the others,
 * and, for an earlier one, 'Restaurar': it comes back as a new version, free like any save.
 */
export function VersionList({
  versions,
  hasUnsavedChanges,
  restoring,
  restoreError,
  onAskRestore,
  onRestore,
}: {
  versions: CarouselVersions | undefined;
  hasUnsavedChanges: boolean;
  restoring: boolean;
  restoreError: unknown;
  /** A new question: the previous attempt's error goes. */
  onAskRestore: () => void;
  onRestore: (versao: number, done: () => void) => void;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [asked, setAsked] = useState<number | null>(null);
  if (!versions || versions.versoes.length === 0) return null;
  const busy = restoring || versions.pendente !== null;
  const toggle = (versao: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(versao)) next.add(versao);
      return next;
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Versões</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {versions.versoes.map((version) => (
            <VersionRow
              key={version.versao}
              version={version}
              open={open.has(version.versao)}
              busy={busy}
              onToggle={() => toggle(version.versao)}
              onAskRestore={() => {
                onAskRestore();
                setAsked(version.versao);
              }}
            />
          ))}
        </ul>
      </CardContent>
      <AlertDialog open={asked !== null} onOpenChange={(next) => !next && !restoring && setAsked(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Restaurar a versão {asked}?</AlertDialogTitle>
            <AlertDialogDescription>
              Os slides, a legenda e o template da versão {asked} voltam como uma nova versão, sem gastar
              crédito. A versão atual continua na lista.
              {hasUnsavedChanges ? ' As alterações que você ainda não salvou serão descartadas.' : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {restoreError ? (
            <ErrorAlert>
              {getErrorMessage(restoreError, 'Não foi possível restaurar. Tente de novo.')}
            </ErrorAlert>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={restoring}>Cancelar</AlertDialogCancel>
            <Button
              type="button"
              loading={restoring}
              onClick={() => asked !== null && onRestore(asked, () => setAsked(null))}
            >
              Restaurar versão {asked}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

function VersionRow({
  version,
  open,
  busy,
  onToggle,
  onAskRestore,
}: {
  version: Version;
  open: boolean;
  busy: boolean;
  onToggle: () => void;
  onAskRestore: () => void;
}) {
  const zip = version.arquivos.find((file) => file.nome.endsWith('.zip'));
  const slides = version.arquivos.filter((file) => describeFileType(file.tipo, file.nome) === 'PNG');
  const stripId = `version-${version.versao}-slides`;
  return (
    <li className="flex flex-col gap-2 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Versão {version.versao}</span>
        {version.atual ? <Badge variant="secondary">Atual</Badge> : null}
        <span className="text-xs text-muted-foreground">{formatDateTime(version.criado_em)}</span>
        <div className="ml-auto flex flex-wrap gap-2">
          {slides.length > 0 ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={stripId}
              aria-label={`${open ? 'Ocultar' : 'Ver'} slides da versão ${version.versao}`}
              onClick={onToggle}
            >
              <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
              Slides
            </Button>
          ) : null}
          {version.atual ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Restaurar a versão ${version.versao}`}
              onClick={onAskRestore}
            >
              <History aria-hidden="true" />
              Restaurar
            </Button>
          )}
          {zip ? (
            <Button asChild variant="outline" size="sm">
              <a href={zip.url} download={zip.nome} aria-label={`Baixar ZIP da versão ${version.versao}`}>
                <Download aria-hidden="true" />
                ZIP
              </a>
            </Button>
          ) : null}
        </div>
      </div>
      <ol
        id={stripId}
        hidden={!open}
        aria-label={`Slides da versão ${version.versao}`}
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1"
      >
        {slides.map((file, index) => (
          <li key={file.id} className="w-20 shrink-0 snap-start">
            <img
              src={file.url}
              loading="lazy"
              alt={`Versão ${version.versao}, slide ${index + 1} de ${slides.length}`}
              className="w-full rounded-md border bg-muted"
              data-testid="version-slide"
            />
          </li>
        ))}
      </ol>
    </li>
  );
}
