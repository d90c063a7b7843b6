import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_TOASTS } from '../../../shared/admin/messages';
import { copyText } from '../../lib/copy-text';
import { Button } from './button';

/** A record as formatted JSON, scrollable, with a copy button ('Copiado' toast, docs/product-rules.md §2). */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const text = JSON.stringify(value ?? null, null, 2);
  return (
    <section aria-label={label} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{label}</h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={async () => {
            if (await copyText(text))
              toast.success(ADMIN_TOASTS.copied, { description: ADMIN_TOASTS.detailsCopied });
          }}
        >
          <Copy aria-hidden="true" />
          Copiar
        </Button>
      </div>
      <pre
        // Focusable so keyboard users can scroll a long record.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-lg border bg-muted/50 p-3 font-mono text-xs leading-5 whitespace-pre"
      >
        {text}
      </pre>
    </section>
  );
}
