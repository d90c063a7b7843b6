import type { ReactNode } from 'react';
import { Card } from './card';
import { Label } from './label';
import { OptionsSelect, type SelectOption } from './options-select';
import { SearchInput } from './search-input';

export type ListFilterCardProps<T extends string> = {
  /** Prefix of the control ids: `{idPrefix}-search` and `{idPrefix}-status-filter`. */
  idPrefix: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  status: T;
  onStatusChange: (value: T) => void;
  statusOptions: readonly SelectOption<T>[];
  /** The select's label: 'Status' unless the list filters by something else ('Tipo'). */
  statusLabel?: string;
  /** Shown under the controls (e.g. a live count). */
  children?: ReactNode;
};

/** The admin lists' filter bar: a labelled search box and a status select, side by side from sm up. */
export function ListFilterCard<T extends string>({
  idPrefix,
  searchPlaceholder,
  search,
  onSearchChange,
  status,
  onStatusChange,
  statusOptions,
  statusLabel = 'Status',
  children,
}: ListFilterCardProps<T>) {
  return (
    <Card className="gap-4 py-4 sm:py-5">
      <div className="grid grid-cols-1 gap-4 px-4 sm:grid-cols-[minmax(0,1fr)_16rem] sm:px-5">
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-search`}>Buscar</Label>
          <SearchInput
            id={`${idPrefix}-search`}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-status-filter`}>{statusLabel}</Label>
          <OptionsSelect
            id={`${idPrefix}-status-filter`}
            value={status}
            onValueChange={onStatusChange}
            options={statusOptions}
          />
        </div>
      </div>
      {children}
    </Card>
  );
}
