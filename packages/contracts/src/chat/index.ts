export * from './conversation.ts';
export * from './errors.ts';
export * from './message.ts';
export * from './protocol.ts';
export * from './types.ts';
