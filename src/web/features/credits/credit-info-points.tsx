import { Infinity as InfinityIcon, Layers, type LucideIcon, ShieldCheck } from 'lucide-react';

const POINTS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Layers, title: 'Cada carrossel consome 1 crédito', text: 'O crédito só é usado quando você gera.' },
  { icon: InfinityIcon, title: 'Os créditos não expiram', text: 'Use quando quiser, no seu ritmo.' },
  { icon: ShieldCheck, title: 'Pagamento seguro via PIX', text: 'Confirmação automática em segundos.' },
];

/** The three info points of docs/product-rules.md §2. */
export function CreditInfoPoints() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Como funcionam os créditos">
      {POINTS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-soft">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <span className="flex flex-col gap-0.5">
            <span className="text-sm font-semibold text-foreground">{title}</span>
            <span className="text-xs text-muted-foreground">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
