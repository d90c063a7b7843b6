import { useState } from 'react';
import type { BrandKitInput, BrandKitResponse } from '../../../shared/brand-kit/schema';
import { LoadError } from '../../components/ui/load-error';
import { LoadingCard } from '../../components/ui/loading-card';
import { PageHeader } from '../../components/ui/page-header';
import { getErrorMessage } from '../../lib/api-client';
import { toBrandForm } from './brand-form-state';
import { useBrandKit } from './brand-kit-api';
import { BrandKitForm } from './brand-kit-form';
import { BrandPreviewPanel } from './brand-preview-panel';

/** /minha-marca: the creator's brand kit, copied onto every carousel they create from now on. */
export function Component() {
  const kit = useBrandKit();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Minha Marca"
        description="Seu nome, @ e cores nos slides. Cada carrossel novo sai assinado assim."
      />
      {kit.isPending ? (
        <LoadingCard fullScreen={false} message="Carregando sua marca..." />
      ) : kit.isError ? (
        <LoadError
          message={getErrorMessage(kit.error, 'Não foi possível carregar sua marca.')}
          onRetry={() => kit.refetch()}
        />
      ) : (
        <BrandKitEditor initial={kit.data} />
      )}
    </div>
  );
}

/** The form and its live preview, side by side from `lg`, the preview first on phones' scroll after the form. */
function BrandKitEditor({ initial }: { initial: BrandKitResponse }) {
  const [draft, setDraft] = useState<BrandKitInput>(() => toBrandForm(initial));
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(300px,400px)]">
      <BrandKitForm initial={initial} onChange={setDraft} />
      <BrandPreviewPanel kit={draft} />
    </div>
  );
}
