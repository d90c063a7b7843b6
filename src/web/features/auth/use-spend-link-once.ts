import { useEffect, useRef } from 'react';

/**
 * Spends a single-use link's token once, on arrival. StrictMode runs an effect twice on the same component (refs
 * kept): without the guard the second call would find the token spent and report "expired" over the first
 * call's success. A new token (another link opened in the same page) is spent again.
 */
export function useSpendLinkOnce(token: string, spend: (token: string) => void): void {
  const spentTokenRef = useRef<string | null>(null);
  useEffect(() => {
    if (spentTokenRef.current === token) return;
    spentTokenRef.current = token;
    spend(token);
  }, [token, spend]);
}
