import { describe, expect, it } from 'vitest';
import { extractJsonText } from './llm-extract-json';

describe('extractJsonText', () => {
  it('keeps a bare JSON answer as it is', () => {
    expect(extractJsonText('{"a":1}')).toBe('{"a":1}');
  });

  it('unwraps a markdown fence, a preamble and a reasoning block', () => {
    expect(extractJsonText('```json\n{"a": {"b": 2}}\n```')).toBe('{"a": {"b": 2}}');
    expect(extractJsonText('Claro! Aqui está:\n{"a":1}\nEspero que ajude.')).toBe('{"a":1}');
    expect(extractJsonText('<think>Vou usar {chaves} aqui</think>\n{"a":1}')).toBe('{"a":1}');
  });

  it('leaves text without an object to fail parsing', () => {
    expect(extractJsonText('  não sei  ')).toBe('não sei');
  });
});
