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

/** docs/chat.md, "Department groups": the department whose staff become the group. */
export const departmentGroupBodySchema = z.object({ deptId: z.number().int().positive() });

export const departmentGroupResultSchema = z.object({
  groupID: z.string(),
  name: z.string(),
  /** The creator and the department's staff who joined. */
  memberCount: z.number().int(),
});
export type DepartmentGroupResult = z.infer<typeof departmentGroupResultSchema>;

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
  departmentGroup: {
    method: 'POST',
    path: '/chat/departmentGroup',
    access: 'user',
    summary:
      "Create a group of a department's active staff, named after it and owned by the caller (company account or staff admin)",
    body: departmentGroupBodySchema,
    data: departmentGroupResultSchema,
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
