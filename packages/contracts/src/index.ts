export * from './auth.ts';
export * from './chat/index.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './files.ts';
export * from './limits.ts';
export * from './password.ts';
export * from './user.ts';
