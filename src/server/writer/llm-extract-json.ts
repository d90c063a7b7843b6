/**
 * The JSON object inside a model's text. Models that ignore the response format still tend to
 * answer with the object wrapped in a markdown fence, after a reasoning block (`<think>`), or
 * after a sentence of preamble; none of that makes the answer wrong, so it is cut away before
 * parsing. Text without an object is returned as it is, to fail parsing honestly.
 */
export function extractJsonText(text: string): string {
  const withoutThinking = text.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const start = withoutThinking.indexOf('{');
  const end = withoutThinking.lastIndexOf('}');
  if (start === -1 || end < start) return withoutThinking.trim();
  return withoutThinking.slice(start, end + 1);
}
