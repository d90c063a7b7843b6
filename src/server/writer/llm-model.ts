import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { extractJsonMiddleware, wrapLanguageModel } from 'ai';
import { extractJsonText } from './llm-extract-json';

/**
 * An OpenAI-compatible chat model whose answers are read as JSON: the writer's and the drafter's. The JSON schema
 * goes out as response_format json_schema (OpenAI, OpenRouter, Groq, Ollama and vLLM all read it), and a JSON
 * object wrapped in prose or a code fence is taken out of it.
 */
export function createJsonChatModel(options: { baseUrl: string; apiKey?: string; model: string }) {
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    supportsStructuredOutputs: true,
  });
  return wrapLanguageModel({
    model: provider.chatModel(options.model),
    middleware: extractJsonMiddleware({ transform: extractJsonText }),
  });
}
