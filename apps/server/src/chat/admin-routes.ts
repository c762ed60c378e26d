import { chatEndpoints as api, ChatCode, ResponseCode } from '@renli/contracts';
import type { App, AppDeps } from '../core/deps.ts';
import { userAuth } from '../core/http/auth.ts';
import { serve } from '../core/http/endpoint.ts';
import { AppError } from '../core/http/errors.ts';
import { importChatAccounts, refuseEarlierSigs } from './accounts.ts';
import type { ChatServices } from './context.ts';
import { createDepartmentGroup } from './department-group.ts';
import { serveGroupRequests } from './module-groups.ts';
import { CHAT_ADMIN_ID, chatCaller } from './routes.ts';

/**
 * The chat's REST calls that need the running gateway: the server-to-server ones (docs/chat.md:
 * account import), signed with a userSig of "administrator" made with the server secret, whose kick
 * reaches the gateway's sockets; and department groups, whose creation notice reaches the members'.
 */
export async function chatAdminRoutes(app: App, deps: AppDeps, chat: ChatServices): Promise<void> {
  serveGroupRequests(deps, chat);
  serve(app, api.importAccounts, async ({ body }, request) => {
    await chatCaller(deps, request, CHAT_ADMIN_ID);
    await importChatAccounts(
      deps.db,
      body.AccountList.map((a) => ({ userID: a.UserID, nick: a.Nick, faceUrl: a.FaceUrl })),
    );
    return { FailAccounts: [] };
  });

  serve(app, api.kick, async ({ body }, request) => {
    await chatCaller(deps, request, CHAT_ADMIN_ID);
    if (!(await refuseEarlierSigs(deps.db, body.UserID))) {
      throw new AppError(ResponseCode.NOT_FOUND, 'chat.peerNotFound', {}, ChatCode.ACCOUNT_NOT_FOUND);
    }
    chat.kick(body.UserID, body.Reason);
    return {};
  });

  serve(app, api.departmentGroup, async ({ body }, request) =>
    createDepartmentGroup(chat, userAuth(request), body.deptId),
  );
}
