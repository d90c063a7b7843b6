import { describe, expect, it } from 'vitest';
import { describeWriterTrace, readWriterTrace } from './writer-trace';

describe('describeWriterTrace', () => {
  it('names the model and the time when the AI wrote the copy', () => {
    expect(
      describeWriterTrace({ writer: { writer: 'llm', model: 'gpt-4o-mini', latencyMs: 2380, attempts: 1 } }),
    ).toBe('IA · gpt-4o-mini · 2,4 s');
    expect(
      describeWriterTrace({ writer: { writer: 'llm', model: 'llama3.1:8b', latencyMs: 9000, attempts: 2 } }),
    ).toBe('IA · llama3.1:8b · 9,0 s (2 tentativas)');
  });

  it('says why the local writer took over', () => {
    expect(
      describeWriterTrace({
        template: { id: 't', nome: 'Manifesto' },
        writer: {
          writer: 'local',
          model: 'gpt-4o-mini',
          latencyMs: 30000,
          attempts: 1,
          fallbackReason: 'tempo esgotado (30 s)',
        },
      }),
    ).toBe('Escritor local (a IA gpt-4o-mini falhou: tempo esgotado (30 s))');
    expect(describeWriterTrace({ writer: { writer: 'local' } })).toBe('Escritor local');
    expect(describeWriterTrace({ writer: 'local' })).toBe('Escritor local');
  });

  it('is null for records without a trace or with a foreign shape', () => {
    for (const value of [
      null,
      undefined,
      'x',
      42,
      {},
      { writer: { writer: 'gpt' } },
      { writer: ['llm'] },
      { writer: null },
    ]) {
      expect(describeWriterTrace(value)).toBeNull();
    }
  });

  it('ignores fields of the wrong type instead of printing them', () => {
    expect(readWriterTrace({ writer: { writer: 'llm', model: 7, latencyMs: 'slow', attempts: 0 } })).toEqual({
      writer: 'llm',
      model: undefined,
      latencyMs: undefined,
      attempts: undefined,
      fallbackReason: undefined,
    });
    expect(describeWriterTrace({ writer: { writer: 'llm', latencyMs: Number.NaN } })).toBe('IA');
  });
});
