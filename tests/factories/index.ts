export * from './org';
export * from './catalog';
export * from './ordering';
export * from './receiving';
export * from './receiving-lists';
export * from './asn';
export * from './reclamations';
export * from './credit-notes';
