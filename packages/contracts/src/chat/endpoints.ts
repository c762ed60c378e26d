import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { CHAT_UPLOAD_PATH } from './paths.ts';
import { iceServersResultSchema } from './signal.ts';
import { chatUploadResultSchema } from './upload.ts';

/** docs/chat.md: accounts an integrator's server imports, signed as "administrator". */
export const chatImportAccountsBodySchema = z.object({
  AccountList: z
    .array(
      z.object({
        UserID: z.string().min(1).max(64),
        Nick: z.string().max(64).default(''),
        FaceUrl: z.string().max(500).default(''),
      }),
    )
    .min(1)
    .max(100),
});

export const chatKickBodySchema = z.object({
  UserID: z.string().min(1).max(64),
  /** Shown to the user's SDK as `KICKED_OUT` `data.type`. */
  Reason: z.string().min(1).max(64).default('kickedByAdmin'),
});

/**
 * The chat's REST calls. Uploads and the server-to-server calls are public by access: they are
 * signed like the socket handshake (`chat-userid` + `chat-usersig` headers, or a userSig of
 * "administrator" made with the server secret), which their handlers check.
 */
export const chatEndpoints = defineEndpoints('chat', {
  upload: {
    method: 'POST',
    path: CHAT_UPLOAD_PATH,
    access: 'public',
    summary: 'Upload chat media (headers chat-userid + chat-usersig; multipart field "file")',
    multipart: true,
    data: chatUploadResultSchema,
  },
  // Signed-in platform users only: TURN credentials cost relay bandwidth.
  iceServers: {
    method: 'GET',
    path: '/chat/ice-servers',
    access: 'user',
    summary: 'ICE servers for calls (STUN, and TURN with time-limited credentials)',
    data: iceServersResultSchema,
  },
  importAccounts: {
    method: 'POST',
    path: '/chat/admin/importAccounts',
    access: 'public',
    summary: 'Import chat accounts (header chat-usersig: a userSig of "administrator")',
    body: chatImportAccountsBodySchema,
    data: z.object({ FailAccounts: z.array(z.string()) }),
  },
  kick: {
    method: 'POST',
    path: '/chat/admin/kick',
    access: 'public',
    summary: 'Sign a user out of the chat on every device; their earlier userSigs stop working',
    body: chatKickBodySchema,
    data: z.object({}),
  },
});
