import { chatUploadResultSchema, iceServersResultSchema, LIMITS, ResponseCode } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, AppModule } from '../deps.ts';
import { userAuth } from '../http/auth.ts';
import { ok, okSchema } from '../http/envelope.ts';
import { AppError, unsupportedMediaType } from '../http/errors.ts';
import { createFileService } from '../modules/files/service.ts';
import { ChatError } from './errors.ts';
import { authenticate } from './handshake.ts';
import { iceServersFor } from './ice-servers.ts';
import { chatUploadScreen } from './screening.ts';
import { type ChatUploadDeps, chatUpload } from './upload.ts';

/** The admin identifier of spec section 7 REST calls; its userSig is signed with the server secret. */
export const CHAT_ADMIN_ID = 'administrator';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Chat REST callers sign like the socket handshake: `chat-userid` + `chat-usersig` headers. */
export function chatCaller(
  deps: AppDeps,
  request: FastifyRequest,
  userID = header(request, 'chat-userid'),
): string {
  try {
    return authenticate(deps.config, deps.chatSecret, { userID, userSig: header(request, 'chat-usersig') })
      .userID;
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

  app.post(
    '/chat/upload',
    {
      config: { access: 'public' },
      schema: {
        tags: ['chat'],
        summary: 'Upload chat media (headers chat-userid + chat-usersig; multipart field "file")',
        consumes: ['multipart/form-data'],
        response: okSchema(chatUploadResultSchema),
      },
    },
    async (request) => {
      const userID = chatCaller(deps, request);
      if (!request.isMultipart()) throw unsupportedMediaType();
      const parts = request.files({ limits: { fileSize: LIMITS.maxUploadBytes, files: 1 } });
      try {
        return ok(request, await chatUpload(upload, userID, parts));
      } catch (error) {
        // As in the files module: drain what the parser still holds so the client does not stall.
        request.raw.unpipe();
        request.raw.resume();
        throw error;
      }
    },
  );

  // Signed-in platform users only (the default access): TURN credentials cost relay bandwidth.
  app.get(
    '/chat/ice-servers',
    {
      schema: {
        tags: ['chat'],
        summary: 'ICE servers for calls (STUN, and TURN with time-limited credentials)',
        response: okSchema(iceServersResultSchema),
      },
    },
    async (request) => ok(request, iceServersFor(deps.config, String(userAuth(request).userId))),
  );
};
