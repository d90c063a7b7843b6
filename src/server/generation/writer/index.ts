export { listImageRefs } from './list-image-refs';
export { createLocalWriter, writeLocalPlan } from './local-writer';
export type { Slide, SlideKind, SlidePlan, Writer, WriterInput } from './types';
