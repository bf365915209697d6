export * from './deliver';
export * from './outbox';
