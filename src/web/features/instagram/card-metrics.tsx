import { formatDateTime } from '../../../shared/dates';
import {
  type InstagramCardMetrics as CardMetrics,
  INSTAGRAM_METRIC_LABELS,
  type InstagramMetric,
} from '../../../shared/instagram/schema';

/** Reach first, then what says the carousel was worth keeping and passing on, then the rest. */
const CARD_METRICS: InstagramMetric[] = [
  'alcance',
  'salvamentos',
  'compartilhamentos',
  'curtidas',
  'comentarios',
  'interacoes',
];

/**
 * What the carousel's Instagram post achieved, on its history card: six figures in a fixed grid (it comes with
 * the list itself, so nothing moves in after the card is drawn), each a term and its value for screen readers.
 */
export function InstagramCardMetrics({ metrics, title }: { metrics: CardMetrics; title: string }) {
  return (
    <section
      aria-label={`Resultados no Instagram: ${title}`}
      data-testid="card-instagram-metrics"
      className="rounded-lg bg-secondary/60 px-3 py-2"
    >
      {/* As many columns as fit whole labels ("Compartilhamentos" is the longest): three on a wide card, two on a phone. */}
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-x-3 gap-y-1.5">
        {CARD_METRICS.map((metric) => (
          <div key={metric} className="flex min-w-0 flex-col">
            <dt className="break-words text-[11px] leading-4 text-muted-foreground">
              {INSTAGRAM_METRIC_LABELS[metric]}
            </dt>
            <dd className="text-sm font-semibold leading-5 tabular-nums text-foreground">
              {metrics[metric].toLocaleString('pt-BR')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1.5 text-[11px] leading-4 text-muted-foreground">
        Instagram · atualizado em {formatDateTime(metrics.lidas_em)}
      </p>
    </section>
  );
}
