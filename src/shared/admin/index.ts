export * from './carousels';
export * from './log-actions';
export * from './logs';
export * from './messages';
export * from './stats';
export * from './templates';
export * from './users';
export * from './writer-stats';
