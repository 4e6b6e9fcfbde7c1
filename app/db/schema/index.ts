export * from './catalog';
export * from './audit';
export * from './mail';
export * from './org';
export * from './registration';
export * from './suppliers';
export * from './users';
export * from './ordering';
