import { ZLoginRequest, ZRefreshRequest, ZRegisterRequest } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { loadAuthUser } from '../profile/auth-user.ts';
import { audit } from './audit.ts';
import { login } from './login.ts';
import { register } from './register.ts';
import { revokeSession, rotateRefreshToken } from './sessions.ts';
import { verifyEmail } from './verify-email.ts';

export function authRoutes(app: FastifyInstance, services: Services): void {
  const perMinute = services.config.authRateLimitPerMinute;

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    body: ZLoginRequest,
    rateLimitPerMinute: perMinute,
    handler: ({ body, ip }) => login(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/refresh',
    access: 'public',
    body: ZRefreshRequest,
    handler: async ({ body, ip }) => {
      try {
        return await rotateRefreshToken(
          services,
          body.refresh,
          async (id) => (await loadAuthUser(services, id))?.role,
        );
      } catch (error) {
        await audit(services, {
          action: 'refresh',
          outcome: 'failure',
          ip,
          detail: (error as Error).message,
        });
        throw error;
      }
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/logout',
    access: 'session',
    handler: async ({ caller, ip }) => {
      await revokeSession(services, caller.sessionId, 'signed out');
      await audit(services, {
        action: 'logout',
        outcome: 'success',
        ip,
        userId: caller.id,
        account: caller.username,
      });
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/auth/providers',
    access: 'public',
    // Single sign-on is configured per deployment (OIDC_*); none is configured yet.
    handler: async () => ({ google: false, microsoft: false, enterprise: false }),
  });

  // Single sign-on (OIDC) is not configured on any deployment yet: its endpoints say so plainly.
  const ssoNotConfigured = async () => {
    throw new AppError(
      'NOT_FOUND',
      'Single sign-on is not configured on this platform. Sign in with your username.',
    );
  };
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/auth/oidc/:provider/start',
    access: 'public',
    handler: ssoNotConfigured,
  });
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/oidc/callback/',
    access: 'public',
    handler: ssoNotConfigured,
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/account/',
    access: 'public',
    body: ZRegisterRequest,
    status: 201,
    rateLimitPerMinute: perMinute,
    handler: ({ body, ip }) => register(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/account/verify',
    access: 'public',
    query: z.object({ token: z.string().min(1).max(200) }),
    handler: async ({ query, ip, reply }) => {
      const isVerified = await verifyEmail(services, query.token, ip);
      return reply.redirect(isVerified ? '/login?verified=1' : '/login?verified=0');
    },
  });
}
