import {
  SCHEDULE_MAX_DAYS,
  SCHEDULE_MESSAGES,
  SCHEDULE_NOW_TOLERANCE_MS,
} from '../../shared/publishing/schema';
import { AppError } from '../http/app-error';

export function invalidField(path: string, message: string): AppError {
  return new AppError('validation_failed', message, { issues: [{ path, message }] });
}

/**
 * When a post asked for `agendar_para` goes out: now when null (or within a clock's drift of now); refused
 * when in the past or further ahead than the connection's token lives.
 */
export function scheduledTime(agendarPara: string | null, now = Date.now()): Date {
  const at = agendarPara ? new Date(agendarPara) : new Date(now);
  if (at.getTime() < now - SCHEDULE_NOW_TOLERANCE_MS)
    throw invalidField('agendar_para', SCHEDULE_MESSAGES.inPast);
  if (at.getTime() > now + SCHEDULE_MAX_DAYS * 86_400_000) {
    throw invalidField('agendar_para', SCHEDULE_MESSAGES.tooFar);
  }
  return at;
}
