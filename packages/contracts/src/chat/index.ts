export * from './conversation.ts';
export * from './errors.ts';
export * from './groups.ts';
export * from './message.ts';
export * from './protocol.ts';
export * from './relations.ts';
export * from './types.ts';
export * from './upload.ts';
