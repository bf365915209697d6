export * from './body';
export * from './client';
export * from './cross-site';
export * from './responses';
export * from './validate';
