import { APICallError, NoObjectGeneratedError, TypeValidationError } from 'ai';

/** The model's answer parsed and fit the schema, but broke a rule the schema cannot express. */
export class AnswerRejectedError extends Error {
  constructor(readonly problems: string[]) {
    super(`resposta recusada: ${problems.join('; ')}`);
  }
}

export interface LlmFailure {
  /** pt-BR, short: stored in webhook_data and shown to admins. Built only from status codes and our own checks. */
  reason: string;
  /** What to tell the model on the retry; absent when a retry cannot help. */
  feedback?: string;
  canRetry: boolean;
}

const MAX_ISSUES = 3;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** "slides: Too small: expected array to have >=5 items": paths and messages only, never the values. */
function summarizeIssues(cause: unknown): string {
  const issues = (cause as { issues?: Issue[] } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return 'formato diferente do pedido';
  return issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.map(String).join('.') || 'resposta'}: ${issue.message}`)
    .join('; ');
}

/**
 * Turns whatever a model call threw into a reason and a retry decision. Raw errors are never
 * passed on: a provider's error body may echo the API key, and the request carries the user's text.
 */
export function describeLlmFailure(error: unknown, isTimedOut: boolean, timeoutMs: number): LlmFailure {
  if (isTimedOut) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return { reason: `tempo esgotado (${String(seconds).replace('.', ',')} s)`, canRetry: false };
  }
  if (error instanceof AnswerRejectedError) {
    const problems = error.problems.join('; ');
    return { reason: `resposta recusada: ${problems}`, feedback: problems, canRetry: true };
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    if (error.finishReason === 'length') {
      return {
        reason: 'resposta cortada no limite de tokens',
        feedback: 'a resposta ficou longa demais e foi cortada',
        canRetry: true,
      };
    }
    if (TypeValidationError.isInstance(error.cause)) {
      const summary = summarizeIssues(error.cause.cause);
      return { reason: `resposta fora do formato: ${summary}`, feedback: summary, canRetry: true };
    }
    return {
      reason: 'resposta sem JSON válido',
      feedback: 'a resposta não era um JSON válido',
      canRetry: true,
    };
  }
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) return { reason: 'falha de conexão com o provedor', canRetry: true };
    // 400, 401, 403, 404 come from the configuration (key, model, URL): asking again gives the same answer.
    return { reason: `erro HTTP ${error.statusCode} do provedor`, canRetry: error.isRetryable };
  }
  return { reason: 'resposta inválida do provedor', canRetry: true };
}

/** Belt and braces: the reasons above never hold the key, and this makes sure of it. */
export function redactSecret(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('[chave oculta]') : text;
}
