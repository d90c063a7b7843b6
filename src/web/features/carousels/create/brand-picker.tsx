import { useQuery } from '@tanstack/react-query';
import { BRAND_KITS_ENDPOINTS } from '../../../../shared/brand-kit/endpoints';
import { FormField } from '../../../components/ui/form-field';
import { OptionsSelect } from '../../../components/ui/options-select';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';

const brandKits = createApi(BRAND_KITS_ENDPOINTS);

/**
 * Which of the workspace's brand kits signs the carousel (docs/workspaces.md, "Marcas"): the default comes
 * chosen (`''` sends no `id_marca`, so the server signs with the default). Hidden while the workspace has one
 * kit or none: there is nothing to choose.
 */
export function BrandPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (id: string) => void;
}) {
  const kits = useQuery({
    queryKey: queryKeys.brandKits,
    queryFn: async ({ signal }) => (await brandKits.list({}, { signal })).items,
  });
  const list = kits.data ?? [];
  if (list.length < 2) return null;
  const chosen = list.find((kit) => kit.id === value) ?? list[0];
  return (
    <FormField
      label="Marca"
      error={error}
      description="A assinatura dos slides: nome, @, foto e cores dessa marca."
    >
      {(control) => (
        <OptionsSelect
          {...control}
          className="sm:max-w-sm"
          value={chosen?.id ?? ''}
          options={list.map((kit) => ({
            value: kit.id,
            label: kit.padrao ? `${kit.nome} (padrão)` : kit.nome,
          }))}
          onValueChange={onChange}
        />
      )}
    </FormField>
  );
}
