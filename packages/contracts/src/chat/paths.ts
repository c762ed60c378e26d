/**
 * The chat's media upload path as a plain value: the chat SDK, shipped to browsers without zod,
 * posts there, and `chatEndpoints.upload` declares it (docs/architecture.md, "Endpoints declared
 * once").
 */
export const CHAT_UPLOAD_PATH = '/chat/upload';
