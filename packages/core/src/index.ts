export * from './auth';
export * from './errors';
export * from './messages';
export * from './plans';
export * from './templates';
export * from './time';
