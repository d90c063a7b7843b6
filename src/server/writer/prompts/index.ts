export { buildWriterPrompt, type WriterPrompt } from './build-prompt';
