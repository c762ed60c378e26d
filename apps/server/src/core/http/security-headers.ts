import type { FastifyInstance } from 'fastify';

/**
 * The web app's content policy: its own scripts only (Vite emits no inline script), inline styles
 * (antd writes them at run time), pictures also from https: (avatars may be links), media and
 * sockets from this server, and no framing by other sites (docs/security.md, "Headers").
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const HEADERS = {
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Calls need the camera and microphone of this origin, geofenced punches its position
  // (docs/product/attendance.md, "Punching and records"); nothing else needs a device.
  'permissions-policy':
    'camera=(self), microphone=(self), display-capture=(self), geolocation=(self), payment=(), usb=()',
};

const isPage = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Security headers on every answer, and the content policy on every page (a policy means nothing
 * to JSON); the API docs (Swagger UI) keep the policy of their plugin.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(HEADERS)) reply.header(name, value);
    if (isPage(reply.getHeader('content-type')) && !request.url.startsWith('/api-docs')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
  });
}
