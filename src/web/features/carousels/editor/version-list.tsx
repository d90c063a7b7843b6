import { ChevronDown, Download, History } from 'lucide-react';
import { useState } from 'react';
import type { CarouselVersions } from '../../../../shared/carousels/edit-slides';
import { getSlideSize, type SlideFormat } from '../../../../shared/carousels/formats';
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

type Version = CarouselVersions['versoes'][number];

/**
 * The kept versions (the last five), each with its ZIP. 'Abrir' shows an earlier version's slides as a strip of
 * small copies beside the served version's strip, with 'Restaurar esta versão': it comes back as a new version,
 * free like any save.
 */
export function VersionList({
  versions,
  format,
  hasUnsavedChanges,
  restoring,
  restoreError,
  onAskRestore,
  onRestore,
}: {
  versions: CarouselVersions | undefined;
  /** The carousel's shape: the strips' images keep it while they load. */
  format: SlideFormat;
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
  const current = versions.versoes.find((version) => version.atual);
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
              current={current}
              format={format}
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

/** A version's slides as small copies, one after the other: the strips of two versions sit side by side. */
function SlideStrip({ version, label, format }: { version: Version; label: string; format: SlideFormat }) {
  // The small copies are 540 px wide at most: width and height keep the strip still while they load.
  const { width, height } = getSlideSize(format);
  const shown = { width: 540, height: Math.round((540 * height) / width) };
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <ol aria-label={`Slides da versão ${version.versao}`} className="flex gap-2">
        {version.miniaturas.map((url, index) => (
          <li key={url} className="w-16 shrink-0 sm:w-20">
            <img
              src={url}
              width={shown.width}
              height={shown.height}
              loading="lazy"
              decoding="async"
              alt={`Versão ${version.versao}, slide ${index + 1} de ${version.miniaturas.length}`}
              className="h-auto w-full rounded-md border bg-muted"
              data-testid="version-slide"
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function VersionRow({
  version,
  current,
  format,
  open,
  busy,
  onToggle,
  onAskRestore,
}: {
  version: Version;
  /** The served version, shown beside an earlier one for comparison. */
  current: Version | undefined;
  format: SlideFormat;
  open: boolean;
  busy: boolean;
  onToggle: () => void;
  onAskRestore: () => void;
}) {
  const zip = version.arquivos.find((file) => file.nome.endsWith('.zip'));
  const panelId = `version-${version.versao}-slides`;
  const beside = !version.atual && current && current.miniaturas.length > 0 ? current : null;
  return (
    <li className="flex flex-col gap-2 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Versão {version.versao}</span>
        {version.atual ? <Badge variant="secondary">Atual</Badge> : null}
        <span className="text-xs text-muted-foreground">{formatDateTime(version.criado_em)}</span>
        <div className="ml-auto flex flex-wrap gap-2">
          {version.miniaturas.length > 0 ? (
            <Button
              type="button"
              variant={open || version.atual ? 'ghost' : 'outline'}
              size="sm"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={`${open ? 'Fechar' : 'Abrir'} a versão ${version.versao}`}
              onClick={onToggle}
            >
              <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
              {open ? 'Fechar' : version.atual ? 'Slides' : 'Abrir'}
            </Button>
          ) : null}
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
      <section
        id={panelId}
        hidden={!open}
        aria-label={`Versão ${version.versao}`}
        className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-2"
      >
        {/* One scroller for both strips: slide N of each version stays one above the other. */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={
            beside ? `Versão ${version.versao} ao lado da atual` : `Slides da versão ${version.versao}`
          }
          className="-mx-1 flex flex-col gap-2 overflow-x-auto px-1 pb-1"
        >
          <SlideStrip
            version={version}
            format={format}
            label={version.atual ? `Versão ${version.versao} (atual)` : `Versão ${version.versao}`}
          />
          {beside ? (
            <SlideStrip version={beside} format={format} label={`Versão ${beside.versao} (atual)`} />
          ) : null}
        </section>
        {version.atual ? null : (
          <Button
            type="button"
            size="sm"
            className="self-start"
            disabled={busy}
            aria-label={`Restaurar esta versão (${version.versao})`}
            onClick={onAskRestore}
          >
            <History aria-hidden="true" />
            Restaurar esta versão
          </Button>
        )}
      </section>
    </li>
  );
}
