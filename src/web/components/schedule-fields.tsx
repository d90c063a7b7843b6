import { toSaoPauloInputs } from '../../shared/dates';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

export type PublishWhen = 'agora' | 'agendar';
export interface ScheduleInputs {
  date: string;
  time: string;
}

/** An hour from now on the next quarter hour: a sensible first schedule. */
export function defaultSchedule(): ScheduleInputs {
  const quarter = 15 * 60_000;
  return toSaoPauloInputs(new Date(Math.ceil((Date.now() + 3600_000) / quarter) * quarter));
}

/** "Quando publicar" of a publish dialog (any network): now, or a date and time in Brasília. */
export function ScheduleFields({
  mode,
  onModeChange,
  schedule,
  onScheduleChange,
}: {
  mode: PublishWhen;
  onModeChange: (mode: PublishWhen) => void;
  schedule: ScheduleInputs;
  onScheduleChange: (update: (current: ScheduleInputs) => ScheduleInputs) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">Quando publicar</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(
          [
            ['agora', 'Agora'],
            ['agendar', 'Agendar data e hora'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="quando"
              value={value}
              checked={mode === value}
              onChange={() => onModeChange(value)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      {mode === 'agendar' ? <p className="text-xs text-muted-foreground">No horário de Brasília.</p> : null}
      {mode === 'agendar' ? (
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <FormField label="Data">
            <Input
              type="date"
              value={schedule.date}
              onChange={(event) => onScheduleChange((current) => ({ ...current, date: event.target.value }))}
            />
          </FormField>
          <FormField label="Hora">
            <Input
              type="time"
              value={schedule.time}
              onChange={(event) => onScheduleChange((current) => ({ ...current, time: event.target.value }))}
            />
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}
