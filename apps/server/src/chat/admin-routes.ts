import { ChatCode, ResponseCode } from '@renli/contracts';
import { z } from 'zod';
import type { App, AppDeps } from '../deps.ts';
import { ok, okSchema } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { importChatAccounts, refuseEarlierSigs } from './accounts.ts';
import type { ChatServices } from './context.ts';
import { CHAT_ADMIN_ID, chatCaller } from './routes.ts';

const importBody = z.object({
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

const kickBody = z.object({
  UserID: z.string().min(1).max(64),
  /** Shown to the user's SDK as `KICKED_OUT` `data.type`. */
  Reason: z.string().min(1).max(64).default('kickedByAdmin'),
});

/**
 * The chat's server-to-server REST calls (spec section 7: account import), signed with a userSig of
 * "administrator" made with the server secret. Registered after the gateway, whose sockets a kick
 * reaches.
 */
export async function chatAdminRoutes(app: App, deps: AppDeps, chat: ChatServices): Promise<void> {
  const admin = { config: { access: 'public' as const } };

  app.post(
    '/chat/admin/importAccounts',
    {
      ...admin,
      schema: {
        tags: ['chat'],
        summary: 'Import chat accounts (header chat-usersig: a userSig of "administrator")',
        body: importBody,
        response: okSchema(z.object({ FailAccounts: z.array(z.string()) })),
      },
    },
    async (request) => {
      chatCaller(deps, request, CHAT_ADMIN_ID);
      await importChatAccounts(
        deps.db,
        request.body.AccountList.map((a) => ({ userID: a.UserID, nick: a.Nick, faceUrl: a.FaceUrl })),
      );
      return ok(request, { FailAccounts: [] });
    },
  );

  app.post(
    '/chat/admin/kick',
    {
      ...admin,
      schema: {
        tags: ['chat'],
        summary: 'Sign a user out of the chat on every device; their earlier userSigs stop working',
        body: kickBody,
        response: okSchema(z.object({})),
      },
    },
    async (request) => {
      chatCaller(deps, request, CHAT_ADMIN_ID);
      if (!(await refuseEarlierSigs(deps.db, request.body.UserID))) {
        throw new AppError(ResponseCode.NOT_FOUND, 'chat.peerNotFound', {}, ChatCode.ACCOUNT_NOT_FOUND);
      }
      chat.kick(request.body.UserID, request.body.Reason);
      return ok(request, {});
    },
  );
}
