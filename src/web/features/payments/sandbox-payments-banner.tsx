import { FlaskConical } from 'lucide-react';
import { PIX_MESSAGES } from '../../../shared/payments/messages';
import { cn } from '../../lib/cn';
import { usePaymentMode } from './pix-api';

/**
 * Shown wherever prices are shown while the server runs the sandbox PIX provider: nobody should believe a
 * simulated payment is real, nor a real deployment be mistaken for a test one (docs/decisions/0006).
 */
export function SandboxPaymentsBanner({ className }: { className?: string }) {
  const mode = usePaymentMode();
  if (!mode.data?.simulado) return null;
  return (
    <div
      role="note"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning-soft-foreground',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{PIX_MESSAGES.sandboxBanner}</strong>
        <span className="block sm:inline sm:before:content-['_·_']">{PIX_MESSAGES.sandboxBannerDetail}</span>
      </p>
    </div>
  );
}
