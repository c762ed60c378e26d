/**
 * The contracts' plain values without their zod schemas, for code shipped to browsers (the chat
 * SDK) that must not pull zod into its bundle. Everything here is also exported by the package root.
 */
export * from './approval/chat-card.ts';
export * from './chat/conversation-id.ts';
export * from './chat/errors.ts';
export * from './chat/paths.ts';
export * from './chat/types.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './oa/task-card.ts';
export * from './salary/payslip-card.ts';
export * from './user-types.ts';
