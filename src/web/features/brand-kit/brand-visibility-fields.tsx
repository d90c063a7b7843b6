import { useId } from 'react';
import { BRAND_PLACE_LABELS, BRAND_PLACES, type BrandPlace } from '../../../shared/brand-kit/schema';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';

type Shown = 'mostrar_nome' | 'mostrar_arroba' | 'mostrar_avatar';

const SWITCHES: readonly { field: Shown; label: string }[] = [
  { field: 'mostrar_nome', label: 'Mostrar o nome' },
  { field: 'mostrar_arroba', label: 'Mostrar o @' },
  { field: 'mostrar_avatar', label: 'Mostrar a foto ou logo' },
];

function ShowSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border bg-card px-3 py-2.5">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/** What the signature shows (three switches) and on which slides (a native radio group). */
export function BrandVisibilityFields({
  shown,
  place,
  onShownChange,
  onPlaceChange,
}: {
  shown: Record<Shown, boolean>;
  place: BrandPlace;
  onShownChange: (field: Shown, on: boolean) => void;
  onPlaceChange: (place: BrandPlace) => void;
}) {
  const name = useId();
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">O que aparece</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SWITCHES.map((item) => (
            <ShowSwitch
              key={item.field}
              label={item.label}
              checked={shown[item.field]}
              onChange={(on) => onShownChange(item.field, on)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">Onde aparece</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {BRAND_PLACES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border bg-card px-3 py-2.5 text-sm transition-colors',
                'hover:border-primary/50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                place === option
                  ? 'border-primary bg-accent font-medium text-foreground'
                  : 'text-muted-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={place === option}
                onChange={() => onPlaceChange(option)}
                className="size-4 accent-primary"
              />
              {BRAND_PLACE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
