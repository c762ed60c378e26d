import { chatEndpoints as api, LIMITS, ResponseCode } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, AppModule } from '../core/deps.ts';
import { userAuth } from '../core/http/auth.ts';
import { serve } from '../core/http/endpoint.ts';
import { AppError, unsupportedMediaType } from '../core/http/errors.ts';
import { createFileService } from '../modules/files/service.ts';
import { ChatError } from './errors.ts';
import { admit, authenticate } from './handshake.ts';
import { iceServersFor } from './ice-servers.ts';
import { chatUploadScreen } from './screening.ts';
import { type ChatUploadDeps, chatUpload } from './upload.ts';

/** The admin identifier (docs/chat.md) REST calls; its userSig is signed with the server secret. */
export const CHAT_ADMIN_ID = 'administrator';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Chat REST callers sign like the socket handshake: `chat-userid` + `chat-usersig` headers. */
export async function chatCaller(
  deps: AppDeps,
  request: FastifyRequest,
  userID = header(request, 'chat-userid'),
): Promise<string> {
  try {
    const who = authenticate(deps.config, deps.chatSecret, {
      userID,
      userSig: header(request, 'chat-usersig'),
    });
    await admit(deps.db, who);
    return who.userID;
  } catch (error) {
    if (error instanceof ChatError) throw new AppError(ResponseCode.UNAUTHORIZED, error.key, {}, error.code);
    throw error;
  }
}

export const chatModule: AppModule = async (app, deps) => {
  // The files module's own directories: chat media are ordinary content-addressed files.
  const upload: ChatUploadDeps = {
    db: deps.db,
    files: await createFileService(deps.db, deps.config.dataDir),
    screen: chatUploadScreen(deps.config),
  };

  // Public by access: the chat headers sign the call, checked before the body is read.
  serve(app, api.upload, async (_, request) => {
    const userID = await chatCaller(deps, request);
    if (!request.isMultipart()) throw unsupportedMediaType();
    const parts = request.files({ limits: { fileSize: LIMITS.maxUploadBytes, files: 1 } });
    try {
      return await chatUpload(upload, userID, parts);
    } catch (error) {
      // As in the files module: drain what the parser still holds so the client does not stall.
      request.raw.unpipe();
      request.raw.resume();
      throw error;
    }
  });

  serve(app, api.iceServers, async (_, request) =>
    iceServersFor(deps.config, String(userAuth(request).userId)),
  );
};
