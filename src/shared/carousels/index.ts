export * from './api';
export * from './fields';
export * from './formats';
export * from './messages';
export * from './objectives';
export * from './schemas';
export * from './status';
export * from './validate-create-request';
