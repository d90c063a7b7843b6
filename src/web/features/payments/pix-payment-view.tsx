import { Check, Clock, Copy, FlaskConical, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { CreditPack } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { PIX_MESSAGES } from '../../../shared/payments/messages';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard';
import type { CreatedPixPayment } from './pix-api';
import { useCountdown } from './use-countdown';

const STEPS = [
  'Abra o app do seu banco e escolha pagar com PIX.',
  'Escaneie o QR Code ou cole o código copia e cola.',
  'Confirme o pagamento: os créditos entram automaticamente.',
];

/** The 'Pagamento PIX' body while the charge is being created: the final layout in skeletons. */
export function PixPaymentSkeleton() {
  return (
    <div className="flex flex-col items-center gap-4" aria-busy="true">
      <Skeleton className="size-52 rounded-xl" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-10 w-full" />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner decorative className="size-4" />
        Gerando PIX...
      </p>
    </div>
  );
}

/** docs/product-rules.md §8: the charge came back without its code. */
export function PixDataError() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/25 bg-destructive-soft px-4 py-8 text-center text-destructive-soft-foreground"
    >
      <TriangleAlert className="size-6" aria-hidden="true" />
      <p className="font-medium">{PIX_MESSAGES.dataMissing}</p>
    </div>
  );
}

export interface PixPaymentViewProps {
  pack: CreditPack;
  payment: CreatedPixPayment & { pixQrCodeImage: string; pixCopiaECola: string };
  onSimulate?: () => void;
  isSimulating?: boolean;
}

/** QR code, copia e cola with its copy button, the countdown to vencimento and the waiting status. */
export function PixPaymentView({ pack, payment, onSimulate, isSimulating = false }: PixPaymentViewProps) {
  const codeId = useId();
  const countdown = useCountdown(payment.vencimento);
  const { isCopied, copy } = useCopyToClipboard();
  const valor = payment.valor ?? pack.priceCents;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3">
        <div className="rounded-2xl border bg-white p-2 shadow-soft">
          <img
            src={payment.pixQrCodeImage}
            alt={`QR Code do PIX de ${formatCents(valor)}`}
            width={208}
            height={208}
            className="size-52"
          />
        </div>
        <p className="text-2xl font-bold tracking-tight tabular-nums">{formatCents(valor)}</p>
        {countdown ? (
          <p
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium tabular-nums',
              countdown.isExpired
                ? 'bg-destructive-soft text-destructive-soft-foreground'
                : 'bg-warning-soft text-warning-soft-foreground',
            )}
          >
            <Clock className="size-4" aria-hidden="true" />
            {countdown.isExpired ? (
              countdown.label
            ) : (
              <span>
                Expira em <span data-testid="pix-countdown">{countdown.label}</span>
              </span>
            )}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={codeId} className="text-sm font-medium text-foreground">
          PIX copia e cola
        </label>
        <div className="flex gap-2">
          <Input
            id={codeId}
            readOnly
            value={payment.pixCopiaECola}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs md:text-xs"
          />
          <Button
            type="button"
            variant={isCopied ? 'secondary' : 'outline'}
            onClick={() => void copy(payment.pixCopiaECola)}
            className="min-w-28"
          >
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? PIX_MESSAGES.copied : 'Copiar'}
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {isCopied ? PIX_MESSAGES.copied : ''}
        </p>
      </div>

      <ol className="flex flex-col gap-2 text-sm text-muted-foreground">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-2.5">
            <span
              className="flex size-5 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>

      <p
        className="flex items-center justify-center gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm font-medium text-foreground"
        role="status"
      >
        <Spinner decorative className="size-4" />
        Aguardando pagamento...
      </p>

      {/* On a phone the test button comes first, so it is on screen without scrolling past the QR code. */}
      {onSimulate ? (
        <div className="order-first flex flex-col gap-2 rounded-xl border border-dashed border-info/40 bg-info-soft/60 p-3 md:order-none">
          <p className="flex items-center gap-2 text-xs font-medium text-info-soft-foreground">
            <FlaskConical className="size-4" aria-hidden="true" />
            Ambiente de testes: nenhum dinheiro é movimentado.
          </p>
          <Button type="button" variant="outline" onClick={onSimulate} loading={isSimulating}>
            Simular pagamento
          </Button>
        </div>
      ) : null}
    </div>
  );
}
