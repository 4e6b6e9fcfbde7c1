export * from './org';
export * from './catalog';
