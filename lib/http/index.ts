export * from './body';
export * from './client';
export * from './responses';
export * from './validate';
