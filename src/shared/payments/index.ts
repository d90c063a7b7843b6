export * from './admin';
export * from './messages';
export * from './schemas';
