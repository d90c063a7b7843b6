export * from './messages';
export * from './phone';
export * from './protocol';
export * from './schemas';
export * from './severity';
export * from './validate-support-form';
