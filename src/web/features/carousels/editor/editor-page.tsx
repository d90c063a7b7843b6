import { ArrowLeft, Plus, Save } from 'lucide-react';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { type SlidePreviewRequest, saveSlidesRequestSchema } from '../../../../shared/carousels/edit-slides';
import { DEFAULT_SLIDE_FORMAT } from '../../../../shared/carousels/formats';
import { CAPTION_LIMITS, listHashtags } from '../../../../shared/carousels/slide-limits';
import { getCarouselStatusKind } from '../../../../shared/carousels/status';
import { LeaveGuard } from '../../../components/leave-guard';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingCard } from '../../../components/ui/loading-card';
import { OptionsSelect } from '../../../components/ui/options-select';
import { PageHeader } from '../../../components/ui/page-header';
import { getErrorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { EditorOnlyPage } from '../../auth';
import { useTemplates } from '../../templates';
import { useCarousel } from '../api';
import { CountedField } from './counted-field';
import { DraftNotice } from './draft-notice';
import { useCarouselSlides, useCarouselVersions, useRestoreVersion, useSaveSlides } from './editor-api';
import {
  clearDraft,
  type EditorDraft,
  type EditorState,
  isChanged,
  readDraft,
  writeDraft,
} from './editor-draft';
import { SaveStatus } from './save-status';
import { SlideFields } from './slide-fields';
import {
  addSlide,
  canAdd,
  canMove,
  canRemove,
  duplicateSlide,
  type EditorSlide,
  keyed,
  moveSlide,
  removeSlide,
  restoreSlide,
  updateSlide,
} from './slide-list';
import { SlideThumbnail } from './slide-thumbnail';
import { VersionList } from './version-list';

/** A pause this long in the typing asks the server for new previews. */
const PREVIEW_DEBOUNCE_MS = 350;
/** How long 'Desfazer' stays offered after a slide is deleted. */
const UNDO_MS = 8000;

/**
 * /carrossel/:id/editar: fix a finished carousel's words, order, caption and template, then save; the server
 * draws the new version without a credit (docs/product-rules.md, "Editing a finished carousel").
 */
export function Component() {
  // A leitor opening the address directly reads why instead of an editor the server would refuse.
  return (
    <EditorOnlyPage title="Editar slides">
      <SlideEditor />
    </EditorOnlyPage>
  );
}

function SlideEditor() {
  const { id = '' } = useParams();
  const carousel = useCarousel(id);
  const served = useCarouselSlides(id);
  const versions = useCarouselVersions(id);
  const templates = useTemplates(true);
  const save = useSaveSlides(id);
  /** The open "Desfazer" toasts of deleted slides, closed once a save makes the deletion part of a version. */
  const undoToasts = useRef<(string | number)[]>([]);
  const restore = useRestoreVersion(id);

  const [slides, setSlides] = useState<EditorSlide[] | null>(null);
  const [legenda, setLegenda] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [selected, setSelected] = useState(0);
  const [dragging, setDragging] = useState<number | null>(null);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  /** What was last saved from this screen: the base that unsaved changes are measured against. */
  const [savedState, setSavedState] = useState<EditorState | null>(null);
  const [restoredDraft, setRestoredDraft] = useState<EditorDraft | null>(null);
  /** A restored version being drawn: once served, the editor reopens on its words. */
  const [reopenOn, setReopenOn] = useState<number | null>(null);

  // Opens with the served words, or with the unsaved edits this browser kept (a reload, a crash).
  useEffect(() => {
    if (slides !== null || !served.data) return;
    const draft = readDraft(id);
    setSlides((draft?.slides ?? served.data.slides).map((slide) => keyed(slide)));
    setLegenda(draft?.legenda ?? served.data.legenda);
    if (draft?.templateId) setTemplateId(draft.templateId);
    setRestoredDraft(draft);
  }, [id, served.data, slides]);
  useEffect(() => {
    if (!templateId && carousel.data?.templateVisual) setTemplateId(carousel.data.templateVisual);
  }, [carousel.data?.templateVisual, templateId]);

  const servedTemplate = carousel.data?.templateVisual;
  const base = useMemo<EditorState | null>(
    () =>
      savedState ??
      (served.data && servedTemplate !== undefined
        ? { slides: served.data.slides, legenda: served.data.legenda, templateId: servedTemplate ?? '' }
        : null),
    [savedState, served.data, servedTemplate],
  );
  const editorState = useMemo<EditorState | null>(
    () =>
      slides && base
        ? { slides: slides.map((item) => item.slide), legenda, templateId: templateId || base.templateId }
        : null,
    [slides, legenda, templateId, base],
  );
  const servedNow = versions.data?.versoes.find((version) => version.atual)?.versao;
  const refetchServed = served.refetch;
  useEffect(() => {
    if (reopenOn === null || servedNow !== reopenOn) return;
    setReopenOn(null);
    void refetchServed().then(() => {
      setSavedState(null);
      setTemplateId('');
      setSlides(null);
    });
  }, [reopenOn, servedNow, refetchServed]);

  const dirty = editorState !== null && base !== null && isChanged(editorState, base);
  const baseVersao = savedVersion ?? served.data?.versao ?? 1;

  // The draft follows every change while something is unsaved and goes when nothing is.
  useEffect(() => {
    if (!editorState) return;
    if (dirty) writeDraft(id, baseVersao, editorState);
    else clearDraft(id);
  }, [id, dirty, baseVersao, editorState]);

  const settled = useDebouncedValue({ slides, templateId }, PREVIEW_DEBOUNCE_MS);
  const previewRequests = useMemo(() => {
    const list = settled.slides ?? [];
    const changedTemplate = settled.templateId && settled.templateId !== carousel.data?.templateVisual;
    return new Map(
      list.map((item, index): [string, SlidePreviewRequest] => [
        item.key,
        {
          slide: item.slide,
          index,
          total: list.length,
          ...(changedTemplate ? { template_visual: settled.templateId } : {}),
        },
      ]),
    );
  }, [settled, carousel.data?.templateVisual]);

  if (carousel.isError || served.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Editar slides" />
        <LoadError
          // A fixed sentence: the carousel query's Error carries an English name for the console.
          message="Não foi possível abrir o editor. Verifique se o carrossel existe e está concluído."
          onRetry={() => {
            void carousel.refetch();
            void served.refetch();
          }}
        />
      </div>
    );
  }
  if (!carousel.data || !slides) return <LoadingCard />;
  const kind = getCarouselStatusKind(carousel.data.status);
  if (kind !== 'done' && !(kind === 'processing' && carousel.data.totalSlides > 0)) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Editar slides" />
        <EmptyState
          title="Este carrossel ainda não pode ser editado"
          description="Só é possível editar um carrossel concluído."
          action={
            <Button asChild variant="outline">
              <Link to="/historico">Voltar ao histórico</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const current = slides[Math.min(selected, slides.length - 1)];
  const hashtags = listHashtags(legenda).length;
  const templateOptions = (templates.data ?? []).map((template) => ({
    value: template.id,
    label: template.nome,
  }));
  if (
    carousel.data.templateVisual &&
    !templateOptions.some((option) => option.value === carousel.data?.templateVisual)
  ) {
    templateOptions.unshift({
      value: carousel.data.templateVisual,
      label: `${carousel.data.templateNome ?? 'Template atual'} (atual)`,
    });
  }

  const change = (next: EditorSlide[], select?: number) => {
    setSlides(next);
    if (select !== undefined) setSelected(Math.max(0, Math.min(select, next.length - 1)));
  };
  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragging !== null && canMove(slides, dragging, to)) change(moveSlide(slides, dragging, to), to);
    setDragging(null);
  };

  /** Back to the served words: the draft and its notice go. */
  const discardChanges = () => {
    if (base) {
      setSlides(base.slides.map((slide) => keyed(slide)));
      setLegenda(base.legenda);
      setTemplateId(base.templateId);
    }
    setRestoredDraft(null);
    clearDraft(id);
  };

  const submit = () => {
    const body = {
      slides: slides.map((item) => item.slide),
      legenda,
      ...(templateId && templateId !== carousel.data?.templateVisual ? { template_visual: templateId } : {}),
    };
    const checked = saveSlidesRequestSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const slideIndex = issue?.path[0] === 'slides' ? Number(issue.path[1]) : null;
      if (slideIndex !== null && Number.isInteger(slideIndex)) setSelected(slideIndex);
      toast.error('Revise antes de salvar', {
        description: `${slideIndex !== null ? `Slide ${slideIndex + 1}: ` : ''}${issue?.message ?? ''}`,
      });
      return;
    }
    const sent: EditorState = { slides: slides.map((item) => item.slide), legenda, templateId };
    save.mutate(body, {
      onSuccess: ({ versao }) => {
        // The saved version no longer has the deleted slides: their "Desfazer" would only confuse, and their
        // toasts, stacked over the page's top links, would stay while the pointer rests on them.
        for (const undo of undoToasts.current) toast.dismiss(undo);
        undoToasts.current = [];
        setSavedState(sent);
        setSavedVersion(versao);
        setRestoredDraft(null);
        toast.success(`Versão ${versao} salva`, {
          description: 'Gerando os novos slides, sem gastar crédito.',
        });
      },
      onError: (error) =>
        toast.error('Não foi possível salvar', { description: getErrorMessage(error, 'Tente de novo.') }),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Editar slides"
        description={carousel.data.tema ?? undefined}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/historico">
                <ArrowLeft aria-hidden="true" />
                Histórico
              </Link>
            </Button>
            <Button type="button" loading={save.isPending} onClick={submit}>
              {save.isPending ? null : <Save aria-hidden="true" />}
              Salvar e gerar
            </Button>
          </>
        }
      />
      <LeaveGuard
        when={dirty && !save.isPending}
        title="Sair sem salvar?"
        description="Suas alterações neste carrossel ainda não foram salvas. Se sair agora, elas serão descartadas."
        stayLabel="Continuar editando"
        leaveLabel="Sair sem salvar"
        onLeave={() => clearDraft(id)}
      />
      {restoredDraft && dirty ? (
        <DraftNotice
          draft={restoredDraft}
          servedVersao={served.data?.versao ?? 1}
          onDiscard={discardChanges}
        />
      ) : null}
      <SaveStatus carouselId={id} versions={versions.data} savedVersion={savedVersion} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <section aria-labelledby="editor-slides-title" className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="editor-slides-title" className="text-lg font-semibold">
              Slides ({slides.length} de 12)
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={!canAdd(slides)}
                onClick={() =>
                  change(
                    addSlide(slides, 'content'),
                    slides.findIndex((item) => item.slide.kind === 'closing'),
                  )
                }
              >
                <Plus aria-hidden="true" />
                Slide de conteúdo
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={!canAdd(slides)}
                onClick={() => change(addSlide(slides, 'closing'), slides.length)}
              >
                <Plus aria-hidden="true" />
                Slide de fechamento
              </Button>
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            Arraste para reordenar ou use os botões de cada slide. Deslize para ver todos no celular.
          </p>
          <ol className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 lg:grid lg:grid-cols-3 lg:overflow-visible">
            {slides.map((item, index) => (
              <SlideThumbnail
                key={item.key}
                carouselId={id}
                position={index}
                kind={item.slide.kind}
                request={previewRequests.get(item.key) ?? null}
                selected={item === current}
                canMoveUp={canMove(slides, index, index - 1)}
                canMoveDown={canMove(slides, index, index + 1)}
                canDuplicate={canAdd(slides)}
                canRemove={canRemove(slides, index)}
                onSelect={() => setSelected(index)}
                onMove={(offset) => change(moveSlide(slides, index, index + offset), index + offset)}
                onDuplicate={() => change(duplicateSlide(slides, index), index + 1)}
                onRemove={() => {
                  change(removeSlide(slides, index), index - 1);
                  const undo = toast(`Slide ${index + 1} excluído`, {
                    duration: UNDO_MS,
                    action: {
                      label: 'Desfazer',
                      onClick: () => setSlides((now) => (now ? restoreSlide(now, item, index) : now)),
                    },
                  });
                  undoToasts.current.push(undo);
                }}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  setDragging(index);
                }}
                onDrop={onDrop(index)}
              />
            ))}
          </ol>
        </section>

        <div className="flex min-w-0 flex-col gap-6">
          {current ? (
            <Card>
              <CardContent>
                <SlideFields
                  key={current.key}
                  slide={current.slide}
                  number={slides.indexOf(current) + 1}
                  onChange={(patch) => change(updateSlide(slides, slides.indexOf(current), patch))}
                />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>Legenda e estilo</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <CountedField
                label="Legenda (com hashtags)"
                value={legenda}
                max={CAPTION_LIMITS.chars}
                multiline
                rows={8}
                extra={{
                  text: `${hashtags}/${CAPTION_LIMITS.hashtags} hashtags`,
                  over: hashtags > CAPTION_LIMITS.hashtags,
                }}
                onChange={setLegenda}
              />
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="editor-template">Template visual</Label>
                <OptionsSelect
                  id="editor-template"
                  value={templateId}
                  onValueChange={setTemplateId}
                  options={templateOptions}
                />
                <p className="text-xs text-muted-foreground">Os slides acompanham o template escolhido.</p>
              </div>
            </CardContent>
          </Card>
          <VersionList
            versions={versions.data}
            format={carousel.data?.formato ?? DEFAULT_SLIDE_FORMAT}
            hasUnsavedChanges={dirty}
            restoring={restore.isPending}
            restoreError={restore.error}
            onAskRestore={restore.reset}
            onRestore={(versao, done) =>
              restore.mutate(versao, {
                onSuccess: (restored) => {
                  done();
                  discardChanges();
                  setSavedVersion(restored.versao);
                  setReopenOn(restored.versao);
                  toast.success(`Restaurando a versão ${versao}`, {
                    description: `Ela volta como versão ${restored.versao}, sem gastar crédito.`,
                  });
                },
              })
            }
          />
        </div>
      </div>
    </div>
  );
}
