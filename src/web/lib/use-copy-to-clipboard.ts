import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text';

/** How long 'Copiado!' stays on the button. */
const COPIED_MS = 2000;

/** Copies text (copyText, which works over plain http too) and says so for a moment. */
export function useCopyToClipboard(): { isCopied: boolean; copy: (text: string) => Promise<boolean> } {
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const isDone = await copyText(text);
    if (isDone) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    }
    return isDone;
  }, []);

  return { isCopied, copy };
}
