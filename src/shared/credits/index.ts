export * from './schemas';
export * from './usage';
