export * from './body';
export * from './client';
export * from './responses';
