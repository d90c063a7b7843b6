export { createWriter } from './create-writer';
export { listImageRefs } from './list-image-refs';
export { createLlmWriter, type LlmWriterOptions } from './llm-writer';
export { createLocalWriter, writeLocalPlan } from './local-writer';
export type { Slide, SlideKind, SlidePlan, Writer, WriterInput, WriterTrace } from './types';
