import { Timer } from 'lucide-react';
import { getSimulatedProgress } from '../../../../shared/progress';
import { formatElapsed, getElapsedMs } from '../../../../shared/timer';
import { Progress } from '../../../components/ui/progress';
import { useNow } from './use-now';

/**
 * A carousel still being made: the mm:ss since it was created and the simulated progress (the server gives
 * no real percentage). Not a live region: a timer read aloud every second would drown everything else.
 */
export function ProgressMeter({ createdAt, title }: { createdAt: string; title: string }) {
  const now = useNow(1000);
  const elapsed = getElapsedMs(createdAt, now);
  const percent = Math.floor(getSimulatedProgress(elapsed));
  return (
    <div className="flex flex-col gap-1.5" data-testid="progress-meter">
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <Timer className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Tempo decorrido: </span>
          <span className="font-medium text-foreground tabular-nums" data-testid="elapsed-timer">
            {formatElapsed(elapsed)}
          </span>
        </span>
        <span className="tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label={`Progresso de ${title}`} />
    </div>
  );
}
