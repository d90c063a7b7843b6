import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { AnswerRejectedError, describeLlmFailure, redactSecret } from './llm-failure';

function apiError(statusCode: number | undefined, isRetryable: boolean): APICallError {
  return new APICallError({
    message: 'Incorrect API key provided: sk-secret',
    url: 'http://x/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseBody: '{"error":{"message":"Incorrect API key provided: sk-secret"}}',
    isRetryable,
  });
}

describe('describeLlmFailure', () => {
  it('reports a timeout with the budget, and never retries it', () => {
    expect(describeLlmFailure(new Error('aborted'), true, 30_000)).toEqual({
      reason: 'tempo esgotado (30 s)',
      canRetry: false,
    });
    expect(describeLlmFailure(new Error('aborted'), true, 1_500).reason).toBe('tempo esgotado (1,5 s)');
  });

  it('retries provider hiccups but not configuration errors, and keeps only the status', () => {
    expect(describeLlmFailure(apiError(503, true), false, 1)).toEqual({
      reason: 'erro HTTP 503 do provedor',
      canRetry: true,
    });
    expect(describeLlmFailure(apiError(401, false), false, 1)).toEqual({
      reason: 'erro HTTP 401 do provedor',
      canRetry: false,
    });
    expect(describeLlmFailure(apiError(undefined, true), false, 1)).toEqual({
      reason: 'falha de conexão com o provedor',
      canRetry: true,
    });
  });

  it('sends our own rejection back to the model as feedback', () => {
    const failure = describeLlmFailure(
      new AnswerRejectedError(['números que não estão nos campos: 47']),
      false,
      1,
    );
    expect(failure).toEqual({
      reason: 'resposta recusada: números que não estão nos campos: 47',
      feedback: 'números que não estão nos campos: 47',
      canRetry: true,
    });
  });

  it('never repeats the text of an unknown error', () => {
    expect(describeLlmFailure(new Error('sk-secret leaked'), false, 1)).toEqual({
      reason: 'resposta inválida do provedor',
      canRetry: true,
    });
  });
});

describe('redactSecret', () => {
  it('hides every occurrence of the key, and leaves text alone without one', () => {
    expect(redactSecret('a sk-1 b sk-1', 'sk-1')).toBe('a [chave oculta] b [chave oculta]');
    expect(redactSecret('a sk-1', undefined)).toBe('a sk-1');
  });
});
