import { Check, Copy } from 'lucide-react';
import { listHashtags } from '../../../../shared/carousels/slide-limits';
import { Button } from '../../../components/ui/button';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/** The caption without its hashtags, for reading: the hashtags are shown (and copied) on their own. */
export function splitCaption(legenda: string): { text: string; hashtags: string[] } {
  const hashtags = listHashtags(legenda);
  // Lines made only of hashtags are the hashtag block; hashtags inside a sentence stay in the text.
  const text = legenda
    .split('\n')
    .filter((line) => line.trim() === '' || line.replace(/#[\p{L}\p{N}_]+/gu, '').trim() !== '')
    .join('\n')
    .trim();
  return { text, hashtags };
}

function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy(text)}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{isCopied ? done : label}</span>
    </Button>
  );
}

/**
 * The served version's caption on the download page, as it goes on Instagram: 'Copiar legenda' copies it
 * whole (hashtags included, like legenda.txt) and 'Copiar hashtags' only the hashtags (for a first comment).
 */
export function CaptionSection({ legenda }: { legenda: string }) {
  const { text, hashtags } = splitCaption(legenda);
  if (legenda.trim() === '') return null;
  return (
    <section aria-labelledby="download-caption-title" className="flex flex-col gap-3 border-t py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="download-caption-title" className="text-sm font-semibold text-foreground">
          Legenda
        </h2>
        <CopyButton text={legenda} label="Copiar legenda" done="Legenda copiada!" />
      </div>
      <p className="whitespace-pre-line rounded-lg bg-muted/60 p-3 text-sm leading-relaxed text-foreground">
        {text}
      </p>
      {hashtags.length > 0 ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-foreground">
              Hashtags <span className="font-normal text-muted-foreground">({hashtags.length})</span>
            </h3>
            <CopyButton text={hashtags.join(' ')} label="Copiar hashtags" done="Hashtags copiadas!" />
          </div>
          <p className="break-words text-sm text-secondary-foreground">{hashtags.join(' ')}</p>
        </div>
      ) : null}
    </section>
  );
}
