import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BRAND_KITS_MAX, type BrandKitItem } from '../../../shared/brand-kit/kits';
import { type BrandKitInput, getDefaultBrandKit } from '../../../shared/brand-kit/schema';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { LoadingCard } from '../../components/ui/loading-card';
import { PageHeader } from '../../components/ui/page-header';
import { getErrorMessage } from '../../lib/api-client';
import { ReaderNote, useAuth, useMayEdit } from '../auth';
import { toBrandForm } from './brand-form-state';
import { NO_BRAND_YET, useBrandKits } from './brand-kit-api';
import { BrandKitForm } from './brand-kit-form';
import { BrandKitList } from './brand-kit-list';
import { BrandPreviewPanel } from './brand-preview-panel';

/** The editor's choice: a kit's id, a new kit, or (null) the default. */
const NEW_KIT = 'nova';

/**
 * /minha-marca: the workspace's brand kits (docs/workspaces.md, "Marcas"), each copied onto the carousels
 * created with it. Without a kit the form is the first one's (the default); with kits, the list above picks
 * the one the form edits.
 */
export function Component() {
  const kits = useBrandKits();
  const { user } = useAuth();
  // Kits are changed by an editor (docs/workspaces.md): a leitor sees them read-only, and why.
  const mayEdit = useMayEdit();
  const [selected, setSelected] = useState<string | null>(null);
  // The form is mounted again only when the person picks another kit (a saved new kit keeps its form).
  const [editorKey, setEditorKey] = useState(0);
  const list = kits.data ?? [];
  const kitId = selected === NEW_KIT ? null : (selected ?? list[0]?.id ?? null);
  const editing = list.find((kit) => kit.id === kitId) ?? null;
  const full = list.length >= BRAND_KITS_MAX;
  const choose = (id: string | null) => {
    setSelected(id);
    setEditorKey((key) => key + 1);
  };
  // The default opened first stays the one edited when another kit becomes the default.
  useEffect(() => {
    if (selected === null && kitId) setSelected(kitId);
  }, [selected, kitId]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Minha Marca"
        description="Nome, @ e cores nos slides. Cada carrossel novo sai assinado com a marca escolhida."
        actions={
          list.length > 0 && mayEdit ? (
            <Button
              type="button"
              variant="outline"
              disabled={full || selected === NEW_KIT}
              onClick={() => choose(NEW_KIT)}
            >
              <Plus aria-hidden="true" />
              Nova marca
            </Button>
          ) : null
        }
      />
      {mayEdit ? null : <ReaderNote />}
      {kits.isPending ? (
        <LoadingCard fullScreen={false} message="Carregando suas marcas..." />
      ) : kits.isError ? (
        <LoadError
          message={getErrorMessage(kits.error, 'Não foi possível carregar suas marcas.')}
          onRetry={() => kits.refetch()}
        />
      ) : (
        <>
          {list.length > 0 ? (
            <BrandKitList
              kits={list}
              selectedId={kitId}
              onSelect={choose}
              onDeleted={(id) => {
                if (id === kitId) choose(null);
              }}
            />
          ) : null}
          {full && mayEdit ? (
            <p className="text-sm text-muted-foreground">
              Este espaço chegou a {BRAND_KITS_MAX} marcas, o máximo. Exclua uma para criar outra.
            </p>
          ) : null}
          {list.length === 0 && !mayEdit ? (
            // Nothing to show a leitor, who cannot make the first kit.
            <p className="text-sm text-muted-foreground">{NO_BRAND_YET}</p>
          ) : (
            <BrandKitEditor
              key={editorKey}
              kitId={kitId}
              title={
                editing
                  ? `${mayEdit ? 'Editando' : 'Marca'}: ${editing.nome}`
                  : list.length > 0
                    ? 'Nova marca'
                    : null
              }
              initial={editing ? toBrandForm(editing) : getDefaultBrandKit(user?.nome ?? '')}
              onSaved={(kit) => setSelected(kit.id)}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The form and its live preview, side by side from `lg`, the preview first on phones' scroll after the form. */
function BrandKitEditor({
  kitId,
  title,
  initial,
  onSaved,
}: {
  kitId: string | null;
  title: string | null;
  initial: BrandKitInput;
  onSaved: (kit: BrandKitItem) => void;
}) {
  const [draft, setDraft] = useState<BrandKitInput>(initial);
  return (
    <section className="flex flex-col gap-4" aria-label={title ?? 'Sua marca'}>
      {title ? <h2 className="break-words text-lg font-semibold text-foreground">{title}</h2> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(300px,400px)]">
        <BrandKitForm kitId={kitId} initial={initial} onChange={setDraft} onSaved={onSaved} />
        <BrandPreviewPanel kit={draft} />
      </div>
    </section>
  );
}
