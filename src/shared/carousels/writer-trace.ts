/**
 * Which writer produced a carousel's copy. The generation job stores it in
 * `webhook_data.writer`, so an admin can tell an AI-written carousel from one the local
 * writer built, and why the AI was not used when it failed.
 */
export interface WriterTrace {
  writer: 'local' | 'llm';
  /** The model asked (also kept when the local writer took over after it failed). */
  model?: string;
  /** Time spent on the model, in ms, all attempts included. */
  latencyMs?: number;
  /** Model calls made: 1, or 2 after a retry. */
  attempts?: number;
  /** Why the model's copy was not used (pt-BR, never holds a credential). */
  fallbackReason?: string;
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
}

/** The trace inside a carousel's `webhook_data`, or null when the record has none (older or unfinished). */
export function readWriterTrace(webhookData: unknown): WriterTrace | null {
  if (!webhookData || typeof webhookData !== 'object') return null;
  const raw = (webhookData as { writer?: unknown }).writer;
  if (raw === 'local' || raw === 'llm') return { writer: raw };
  if (!raw || typeof raw !== 'object') return null;
  const fields = raw as Record<string, unknown>;
  if (fields.writer !== 'local' && fields.writer !== 'llm') return null;
  const latency = fields.latencyMs;
  const attempts = fields.attempts;
  return {
    writer: fields.writer,
    model: readString(fields.model),
    latencyMs: typeof latency === 'number' && Number.isFinite(latency) && latency >= 0 ? latency : undefined,
    attempts:
      typeof attempts === 'number' && Number.isInteger(attempts) && attempts > 0 ? attempts : undefined,
    fallbackReason: readString(fields.fallbackReason),
  };
}

/**
 * One line for the admin content details, e.g. "IA · gpt-4o-mini · 2,4 s" or
 * "Escritor local (a IA gpt-4o-mini falhou: tempo esgotado)". Null when there is no trace.
 */
export function describeWriterTrace(webhookData: unknown): string | null {
  const trace = readWriterTrace(webhookData);
  if (!trace) return null;
  if (trace.writer === 'llm') {
    const parts = [
      'IA',
      trace.model,
      trace.latencyMs === undefined ? undefined : formatSeconds(trace.latencyMs),
    ];
    const line = parts.filter((part) => part !== undefined).join(' · ');
    return trace.attempts && trace.attempts > 1 ? `${line} (${trace.attempts} tentativas)` : line;
  }
  if (!trace.fallbackReason) return 'Escritor local';
  const model = trace.model ? `a IA ${trace.model}` : 'a IA';
  return `Escritor local (${model} falhou: ${trace.fallbackReason})`;
}
