import {
  authSummarySchema,
  changeUserQuerySchema,
  checkCompNameQuerySchema,
  checkCompNameResultSchema,
  devOutboxQuerySchema,
  identitySchema,
  loginBodySchema,
  outboxEntrySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
  tokenResultSchema,
  updatePasswordBodySchema,
  userSigSchema,
  verifyCodeQuerySchema,
} from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { adminAuth, readToken, userAuth } from '../../http/auth.ts';
import { ok, okNull, okSchema } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { multipartFieldsAsBody } from '../../http/multipart-fields.ts';
import './messages.ts';
import { presentAuthSummary, presentIdentity, presentSession } from './presenter.ts';
import { createAuthService, type PasswordEndpoint } from './service.ts';
import { socialLoginRoutes } from './social.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const tags = ['auth'];

export const authModule: AppModule = async (app, deps) => {
  const auth = createAuthService(deps);
  const anon = { access: 'public' as const };

  app.get(
    '/anon/trial/checkCompName',
    {
      config: anon,
      schema: { tags, querystring: checkCompNameQuerySchema, response: okSchema(checkCompNameResultSchema) },
    },
    async (request) => ok(request, await auth.checkCompName(request.query.compName)),
  );

  app.get(
    '/anon/verifyCode',
    {
      config: anon,
      schema: {
        tags,
        summary: 'Send a 6-digit verification code',
        querystring: verifyCodeQuerySchema,
        response: okNull,
      },
    },
    async (request) => {
      await auth.sendCode(request.query, request.locale);
      return ok(request, null);
    },
  );

  app.post(
    '/anon/register',
    {
      config: anon,
      preValidation: multipartFieldsAsBody,
      schema: { tags, body: registerBodySchema, response: okSchema(z.object({ userId: z.number().int() })) },
    },
    async (request) => ok(request, await auth.register(request.body)),
  );

  app.post(
    '/anon/generateToken',
    {
      config: anon,
      preValidation: multipartFieldsAsBody,
      schema: {
        tags,
        summary: 'Log in (JSON, form or multipart)',
        body: loginBodySchema,
        response: okSchema(tokenResultSchema),
      },
    },
    async (request) => ok(request, await auth.login(request.body, meta(request))),
  );

  app.post(
    '/anon/generateMngToken',
    {
      config: anon,
      preValidation: multipartFieldsAsBody,
      schema: {
        tags,
        summary: 'Platform admin login',
        body: loginBodySchema,
        response: okSchema(tokenResultSchema),
      },
    },
    async (request) => ok(request, await auth.adminLogin(request.body, meta(request))),
  );

  app.post(
    '/anon/resetPassword',
    {
      config: anon,
      preValidation: multipartFieldsAsBody,
      schema: { tags, body: resetPasswordBodySchema, response: okNull },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return ok(request, null);
    },
  );

  app.get(
    '/anon/devOutbox',
    {
      config: anon,
      schema: {
        tags,
        summary: 'Development only: codes sent while no SMTP is configured',
        querystring: devOutboxQuerySchema,
        response: okSchema(z.array(outboxEntrySchema)),
      },
    },
    async (request) => {
      const outbox = deps.notifier.outbox;
      if (!outbox || deps.config.NODE_ENV === 'production') throw notFound('auth.devOutboxOff');
      return ok(request, outbox.list(request.query.to));
    },
  );

  app.get(
    '/userCtl/checkTokenNose',
    {
      config: anon,
      schema: {
        tags,
        summary: 'Whether the given access_token is still valid',
        response: okSchema(z.object({ valid: z.boolean() })),
      },
    },
    async (request) => ok(request, { valid: request.auth !== null }),
  );

  app.get(
    '/invalidToken',
    { config: anon, schema: { tags, summary: 'Log out: revokes the token', response: okNull } },
    async (request) => {
      if (request.auth) await auth.logout(request.auth);
      return ok(request, null);
    },
  );

  app.get(
    '/companyMemberCtl/selectUserInfoByToken',
    { schema: { tags, response: okSchema(sessionSchema) } },
    async (request) => {
      const { user, identity, token } = await auth.session(userAuth(request), readToken(request)!);
      return ok(request, presentSession(token, user, identity));
    },
  );

  app.get(
    '/selectAuthByToken',
    { schema: { tags, response: okSchema(authSummarySchema) } },
    async (request) => {
      const { identity, access } = await auth.authSummary(userAuth(request));
      return ok(request, presentAuthSummary(identity, access));
    },
  );

  app.get(
    '/changeUserList',
    { schema: { tags, response: okSchema(z.array(identitySchema)) } },
    async (request) => {
      const { list, currentKey } = await auth.identities(userAuth(request));
      return ok(
        request,
        list.map((i) => presentIdentity(i, currentKey)),
      );
    },
  );

  // Under /anon/ by the spec's path, yet it needs the caller's token: the handler checks it.
  app.get(
    '/anon/changeUser',
    {
      config: anon,
      schema: { tags, querystring: changeUserQuerySchema, response: okSchema(tokenResultSchema) },
    },
    async (request) =>
      ok(request, await auth.changeIdentity(userAuth(request), request.query.identityKey, meta(request))),
  );

  const passwordEndpoints: Record<string, PasswordEndpoint> = {
    '/userMember/updatePassWord': 'user',
    '/compMemberCtl/updatePassWord': 'company',
    '/compStffMember/updatePassWord': 'staff',
  };
  for (const [path, endpoint] of Object.entries(passwordEndpoints)) {
    app.post(
      path,
      {
        preValidation: multipartFieldsAsBody,
        schema: { tags, body: updatePasswordBodySchema, response: okNull },
      },
      async (request) => {
        await auth.updatePassword(userAuth(request), endpoint, request.body);
        return ok(request, null);
      },
    );
  }

  app.post(
    '/adminCtl/updateAdminPassword',
    {
      config: { access: 'admin' },
      preValidation: multipartFieldsAsBody,
      schema: { tags, body: updatePasswordBodySchema, response: okNull },
    },
    async (request) => {
      await auth.updateAdminPassword(adminAuth(request), request.body);
      return ok(request, null);
    },
  );

  app.get(
    '/adminCtl/selectAdminInfo',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        response: okSchema(z.object({ adminId: z.number(), name: z.string(), userLoginCode: z.string() })),
      },
    },
    async (request) => ok(request, await auth.adminInfo(adminAuth(request))),
  );

  app.get(
    '/userSig/getUserSig',
    { schema: { tags: ['chat'], response: okSchema(userSigSchema) } },
    async (request) => ok(request, auth.userSig(userAuth(request))),
  );

  await socialLoginRoutes(app);
};
