import { useEffect, useState } from 'react';
import { formatCountdown } from './format-countdown';

/** Ticks every second until `deadline` (ISO); reads 'Expirado' after it. Null deadline: null. */
export function useCountdown(
  deadline: string | null | undefined,
): { label: string; isExpired: boolean } | null {
  const [now, setNow] = useState(() => Date.now());
  const target = deadline ? Date.parse(deadline) : Number.NaN;
  const isExpired = Number.isFinite(target) && target <= now;

  useEffect(() => {
    if (!Number.isFinite(target) || isExpired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target, isExpired]);

  if (!Number.isFinite(target)) return null;
  return { label: formatCountdown(target - now), isExpired };
}
