import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copiado!' stays on the button. */
const COPIED_MS = 2000;

/**
 * Copies text and says so for a moment. Falls back to selecting a hidden textarea when the async clipboard is
 * missing (plain http outside localhost), so the button works in every browser the payer might use.
 */
export function useCopyToClipboard(): { isCopied: boolean; copy: (text: string) => Promise<boolean> } {
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    let isDone = false;
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
        isDone = true;
      }
    } catch {
      isDone = false;
    }
    if (!isDone) isDone = copyWithSelection(text);
    if (isDone) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    }
    return isDone;
  }, []);

  return { isCopied, copy };
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
