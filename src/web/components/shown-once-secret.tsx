import { Check, Copy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { toast } from 'sonner';
import { cn } from '../lib/cn';
import { useCopyToClipboard } from '../lib/use-copy-to-clipboard';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** What is shown: its word and its gender, for 'Copiar chave', 'Chave copiada', 'Copie a chave selecionada...'. */
export interface SecretNoun {
  word: string;
  feminine?: boolean;
}

/**
 * A secret the server shows once and keeps only a hash of (an API key, a share link's address, a webhook's signing
 * secret): the field to select, 'Copiar …' (which says '… copiado' for a moment) and, where the clipboard is refused,
 * the field selected for a manual copy.
 */
export function ShownOnceSecret({
  label,
  value,
  noun,
  hint,
  mono = false,
  testId,
  children,
}: {
  /** The field's label, which says it is shown only now. */
  label: ReactNode;
  value: string;
  noun: SecretNoun;
  /** A line under the field, e.g. where to keep it. */
  hint?: ReactNode;
  /** Monospace field (keys). */
  mono?: boolean;
  testId?: string;
  /** Under the rest, e.g. 'Já guardei a chave'. */
  children?: ReactNode;
}) {
  const fieldId = useId();
  const { isCopied, copy } = useCopyToClipboard();
  const article = noun.feminine ? 'a' : 'o';
  const copied = `${noun.word.charAt(0).toUpperCase()}${noun.word.slice(1)} copiad${article}`;
  const onCopy = async () => {
    if (await copy(value)) {
      toast.success(copied);
      return;
    }
    // No clipboard (a refused permission): the field is selected for a manual copy.
    (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    toast(`Copie ${article} ${noun.word} selecionad${article} com Ctrl+C (ou toque e segure no celular).`);
  };
  return (
    <div className="grid gap-2 rounded-lg border border-primary/30 bg-accent/40 p-3" data-testid={testId}>
      <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          readOnly
          value={value}
          className={cn(mono && 'font-mono leading-normal md:text-sm')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void onCopy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? copied : `Copiar ${noun.word}`}
        </Button>
      </div>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {children}
    </div>
  );
}
