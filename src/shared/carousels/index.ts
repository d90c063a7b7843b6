export * from './api';
export * from './fields';
export * from './messages';
export * from './schemas';
export * from './validate-create-request';
