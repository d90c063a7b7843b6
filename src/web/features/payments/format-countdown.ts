import { PIX_MESSAGES } from '../../../shared/payments/messages';

/** The time left to pay as mm:ss (h:mm:ss past an hour), or 'Expirado' once the vencimento has passed. */
export function formatCountdown(msLeft: number): string {
  if (!Number.isFinite(msLeft) || msLeft <= 0) return PIX_MESSAGES.expired;
  const totalSeconds = Math.ceil(msLeft / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
