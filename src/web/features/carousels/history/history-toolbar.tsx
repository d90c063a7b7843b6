import { SlidersHorizontal, X } from 'lucide-react';
import { useId } from 'react';
import { CAROUSEL_STATUS_FILTER_OPTIONS } from '../../../../shared/carousels/status';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { OptionsSelect, type SelectOption } from '../../../components/ui/options-select';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import { HISTORY_OBJECTIVE_FILTERS } from '../objective-param';
import { OBJECTIVE_DISPLAY } from '../objectives';
import { countActiveFilters, type HistoryFilters, type ObjectiveFilter } from './filter-carousels';

const OBJECTIVE_FILTER_OPTIONS: readonly SelectOption<ObjectiveFilter>[] = [
  { value: 'todos', label: 'Todos os objetivos' },
  ...HISTORY_OBJECTIVE_FILTERS.map((objective) => ({
    value: objective,
    label: OBJECTIVE_DISPLAY[objective].label,
  })),
];

/** The search box 'Buscar...' and the expandable 'Filtros' panel (status, objective, 'Limpar'). */
export function HistoryToolbar({
  filters,
  isPanelOpen,
  onPanelOpenChange,
  onChange,
  onClear,
}: {
  filters: HistoryFilters;
  isPanelOpen: boolean;
  onPanelOpenChange: (open: boolean) => void;
  onChange: (patch: Partial<HistoryFilters>) => void;
  onClear: () => void;
}) {
  const panelId = useId();
  const activeCount = countActiveFilters(filters);
  const canClear = activeCount > 0 || filters.search !== '';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <SearchInput
          containerClassName="flex-1"
          aria-label="Buscar carrosséis"
          placeholder="Buscar..."
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
        <Button
          type="button"
          variant="outline"
          aria-expanded={isPanelOpen}
          aria-controls={panelId}
          onClick={() => onPanelOpenChange(!isPanelOpen)}
          className={cn(isPanelOpen && 'border-primary/40 bg-accent')}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filtros
          {activeCount > 0 ? (
            <span className="flex size-5 items-center justify-center rounded-full bg-primary text-[0.7rem] font-bold text-primary-foreground">
              {activeCount}
              <span className="sr-only"> ativos</span>
            </span>
          ) : null}
        </Button>
      </div>
      <section
        id={panelId}
        hidden={!isPanelOpen}
        aria-label="Filtros"
        className="rounded-xl border bg-card p-4 shadow-soft"
      >
        {/* Drawn once opened: each closed select draws its options again at mount (to name the chosen one), a
            synchronous second render in the history's first drawing (docs/decisions/0018-fast-on-a-phone.md,
            step 13). The filters' values live above, so closing the panel loses nothing. */}
        {isPanelOpen ? (
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <FormField label="Status">
              {(control) => (
                <OptionsSelect
                  {...control}
                  value={filters.status}
                  onValueChange={(status) => onChange({ status })}
                  options={CAROUSEL_STATUS_FILTER_OPTIONS}
                />
              )}
            </FormField>
            <FormField label="Objetivo">
              {(control) => (
                <OptionsSelect
                  {...control}
                  value={filters.objective}
                  onValueChange={(objective) => onChange({ objective })}
                  options={OBJECTIVE_FILTER_OPTIONS}
                />
              )}
            </FormField>
            <Button type="button" variant="ghost" onClick={onClear} disabled={!canClear}>
              <X aria-hidden="true" />
              Limpar
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
