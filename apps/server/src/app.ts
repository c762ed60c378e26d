import { existsSync } from 'node:fs';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LIMITS } from '@renli/contracts';
import Fastify, {
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyPluginOptions,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { chatAdminRoutes } from './chat/admin-routes.ts';
import { attachChatGateway } from './chat/gateway.ts';
import type { AppDeps } from './core/deps.ts';
import { installAuth } from './core/http/auth.ts';
import { installErrorHandling } from './core/http/error-handler.ts';
import { installInputGuard } from './core/http/input-guard.ts';
import { serializeError } from './core/http/log-serializers.ts';
import { installRouteCatalog } from './core/http/route-catalog.ts';
import './core/http/messages.ts';
import { installSecurityHeaders } from './core/http/security-headers.ts';
import { type ModuleManifest, mountModules } from './core/module.ts';
import { approvalGate } from './modules/approval/record-links.ts';
import { actorNames } from './modules/auth/actor-names.ts';
import { createSessionResolver } from './modules/auth/sessions.ts';
import { ownUploads } from './modules/files/ownership.ts';
import { serverModules } from './modules/index.ts';
import { resolveResourceActor } from './modules/permissions/access.ts';
import { webDistDir } from './paths.ts';

/** Wraps a third-party plugin so every route it declares is public (docs UI, web assets). */
function publicScope<O extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>,
): FastifyPluginAsync<O> {
  return async (scope, opts) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await scope.register(plugin as FastifyPluginAsync<O>, opts);
  };
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app when it exists (off in API-only tests). */
  serveWeb?: boolean;
  /** The modules to mount; tests add throw-away ones beside the real list. */
  modules?: readonly ModuleManifest[];
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.LOG_LEVEL, serializers: { err: serializeError } },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Spec paths mix cases (`generateMngToken`); keep them exact.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installRouteCatalog(app);
  installAuth(app, createSessionResolver(deps.db));
  installInputGuard(app);
  installSecurityHeaders(app);

  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxUploadBytes, files: 20, fields: 50, fieldSize: 64 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Renli API',
        version: '0.1.0',
        description: 'Envelope { code, message, data }; auth header access_token.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access_token' } },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(publicScope(swaggerUi), {
    routePrefix: '/api-docs',
    uiConfig: { docExpansion: 'none' },
  });

  await mountModules(options.modules ?? serverModules, {
    resolveActor: resolveResourceActor,
    actorNames,
    approvals: approvalGate,
    ownUploads,
  })(app, deps);

  const chat = attachChatGateway(app, deps);
  await app.register(async (scope) => chatAdminRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps, chat));

  if (options.serveWeb !== false && existsSync(webDistDir)) {
    // The web build writes `.br` and `.gz` next to its text assets; browsers that accept them get
    // those (a third to a fifth of the bytes), others the plain file. Caches must key on the header.
    await app.register(publicScope(fastifyStatic), {
      root: webDistDir,
      prefix: '/',
      // A list: with preCompressed, @fastify/static only resolves `/` to a list of index files.
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (res) => res.setHeader('Vary', 'Accept-Encoding'),
    });
  }
  return app;
}
