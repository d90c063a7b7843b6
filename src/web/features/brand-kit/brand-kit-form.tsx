import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { BrandKitItem } from '../../../shared/brand-kit/kits';
import {
  BRAND_FONT_KEYS,
  BRAND_FONTS,
  BRAND_HANDLE_MAX,
  BRAND_NAME_MAX,
  type BrandFont,
  type BrandKitInput,
} from '../../../shared/brand-kit/schema';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { OptionsSelect } from '../../components/ui/options-select';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { useMayEdit } from '../auth';
import { BrandAvatarField } from './brand-avatar-field';
import { BrandColorField } from './brand-color-field';
import { type BrandFieldErrors, checkBrandForm, getFieldErrors, toBrandForm } from './brand-form-state';
import { useSaveBrandKit } from './brand-kit-api';
import { BrandVisibilityFields } from './brand-visibility-fields';

/** The select's value for "keep the template's fonts" (a Radix select item cannot hold an empty value). */
const TEMPLATE_FONTS = 'estilo';

/** 'dm-serif-display' -> 'DM Serif Display'. */
function getFamilyName(id: string): string {
  return id
    .split('-')
    .map((word) => (word === 'dm' ? 'DM' : `${word.charAt(0).toUpperCase()}${word.slice(1)}`))
    .join(' ');
}

const FONT_OPTIONS = [
  { value: TEMPLATE_FONTS, label: 'Fontes do estilo visual' },
  ...BRAND_FONT_KEYS.map((key) => ({
    value: key,
    label: `${BRAND_FONTS[key].label}: ${getFamilyName(BRAND_FONTS[key].heading)} + ${getFamilyName(BRAND_FONTS[key].body)}`,
  })),
];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * The "Minha marca" form: who signs the slides, the colours and fonts, and where the signature goes. The
 * shared schema checks it before sending (every field's message at once); the server's answer is final.
 * `onChange` lets the page draw the live preview from the same values. `kitId` is the kit it changes, or null
 * for a new kit (the workspace's first becomes its default).
 */
export function BrandKitForm({
  kitId,
  initial,
  onChange,
  onSaved,
}: {
  kitId: string | null;
  initial: BrandKitInput;
  onChange?: (form: BrandKitInput) => void;
  onSaved?: (kit: BrandKitItem) => void;
}) {
  const [form, setForm] = useState<BrandKitInput>(initial);
  const [errors, setErrors] = useState<BrandFieldErrors>({});
  const save = useSaveBrandKit();
  // Changing a brand takes an editor (docs/workspaces.md): a leitor sees the kit, every field read-only.
  const mayEdit = useMayEdit();

  const update = useCallback(<K extends keyof BrandKitInput>(field: K, value: BrandKitInput[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  // The page's preview follows every change (after render: a parent is never updated mid-render).
  useEffect(() => onChange?.(form), [form, onChange]);
  const setAvatar = useCallback((url: string | null) => update('avatar_url', url), [update]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBrandForm(form);
    const first = Object.values(found).find(Boolean);
    if (first) {
      setErrors(found);
      toast.error('Confira sua marca', { description: first });
      return;
    }
    save.mutate(
      { id: kitId, body: form },
      {
        onSuccess: (saved) => {
          setForm(toBrandForm(saved));
          onSaved?.(saved);
          toast.success('Marca salva', {
            description: saved.padrao
              ? 'Os próximos carrosséis saem com esta assinatura.'
              : 'Escolha esta marca ao criar um carrossel para assinar com ela.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(getFieldErrors(error.body?.issues));
          const title =
            error instanceof ApiError && error.body?.title ? error.body.title : 'Não foi possível salvar';
          toast.error(title, { description: getErrorMessage(error, 'Tente de novo em instantes.') });
        },
      },
    );
  };

  return (
    <form className="flex flex-col gap-6" onSubmit={handleSubmit} noValidate aria-label="Minha marca">
      <fieldset disabled={!mayEdit} className="contents">
        <Section title="Assinatura" description="Quem assina os slides: nome, @ do Instagram e foto ou logo.">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Nome exibido"
              required
              error={errors.nome}
              description={`Até ${BRAND_NAME_MAX} caracteres. Nomes longos diminuem para caber.`}
            >
              <Input
                value={form.nome}
                maxLength={BRAND_NAME_MAX + 10}
                autoComplete="name"
                onChange={(event) => update('nome', event.target.value)}
              />
            </FormField>
            <FormField
              label="@ do Instagram"
              error={errors.arroba}
              description={`Letras, números, ponto e sublinhado, até ${BRAND_HANDLE_MAX}. Deixe vazio para não mostrar.`}
            >
              <Input
                value={form.arroba}
                placeholder="@seuperfil"
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                maxLength={BRAND_HANDLE_MAX + 1}
                onChange={(event) => update('arroba', event.target.value)}
              />
            </FormField>
          </div>
          <BrandAvatarField
            value={form.avatar_url ?? null}
            shape={form.avatar_forma ?? 'circulo'}
            error={errors.avatar_url ?? errors.avatar_forma}
            onChange={setAvatar}
            onShapeChange={(shape) => update('avatar_forma', shape)}
          />
        </Section>

        <Section
          title="Cores e fontes"
          description="Vazio mantém as do estilo visual. Se faltar contraste, ajustamos o tom para o texto continuar legível."
        >
          <BrandColorField
            field="cor_primaria"
            label="Cor principal"
            use="Pinta os destaques do estilo: faixas, selos, números e fios."
            value={form.cor_primaria ?? null}
            error={errors.cor_primaria}
            onChange={(value) => update('cor_primaria', value)}
          />
          <BrandColorField
            field="cor_destaque"
            label="Cor de destaque"
            use="Colore o seu @ na assinatura."
            value={form.cor_destaque ?? null}
            error={errors.cor_destaque}
            onChange={(value) => update('cor_destaque', value)}
          />
          <FormField
            label="Par de fontes"
            error={errors.fonte}
            description="Títulos na primeira fonte, texto na segunda."
          >
            {(control) => (
              <OptionsSelect
                {...control}
                className="sm:max-w-sm"
                value={form.fonte ?? TEMPLATE_FONTS}
                options={FONT_OPTIONS}
                onValueChange={(value) =>
                  update('fonte', value === TEMPLATE_FONTS ? null : (value as BrandFont))
                }
              />
            )}
          </FormField>
        </Section>

        <Section title="Exibição" description="O que a assinatura mostra e em quais slides.">
          <BrandVisibilityFields
            shown={{
              mostrar_nome: form.mostrar_nome,
              mostrar_arroba: form.mostrar_arroba,
              mostrar_avatar: form.mostrar_avatar,
            }}
            place={form.onde}
            onShownChange={update}
            onPlaceChange={(place) => update('onde', place)}
          />
        </Section>
      </fieldset>
      {mayEdit ? (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-xs text-muted-foreground">
            Carrosséis já criados mantêm a marca com que foram feitos.
          </p>
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Salvando...' : 'Salvar marca'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
