import {
  ZAuthProviders,
  ZLoginRequest,
  ZMessageAnswer,
  ZRefreshRequest,
  ZRegisterRequest,
  ZTokenPair,
  ZVerifyEmailQuery,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { login } from './login.ts';
import { refreshSession } from './refresh-session.ts';
import { register } from './register.ts';
import { signInLimit } from './sign-in-limit.ts';
import { signOut } from './sign-out.ts';
import { verifyEmail } from './verify-email.ts';

export function authRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/login',
    summary: 'Sign in with username and password.',
    access: 'public',
    body: ZLoginRequest,
    answer: ZTokenPair,
    rateLimit: signInLimit(services),
    handler: ({ body, ip }) => login(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/refresh',
    summary: 'Exchange a refresh token for a new pair; the old one is spent.',
    access: 'public',
    body: ZRefreshRequest,
    answer: ZTokenPair,
    rateLimit: { name: 'refresh', perMinute: services.config.refreshRateLimitPerMinute },
    handler: ({ body, ip }) => refreshSession(services, body.refresh, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/logout',
    summary: 'Sign out: the session is revoked at once.',
    access: 'session',
    handler: ({ caller, ip }) => signOut(services, caller, ip),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/auth/providers',
    summary: 'Which single sign-on providers are configured.',
    access: 'public',
    answer: ZAuthProviders,
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
    summary: 'Start single sign-on with a provider (404 until one is configured).',
    access: 'public',
    status: 302,
    handler: ssoNotConfigured,
  });
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/oidc/callback/',
    summary: "The provider's single sign-on callback (404 until one is configured).",
    access: 'public',
    answer: ZTokenPair,
    handler: ssoNotConfigured,
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/account/',
    summary: 'Register: an unverified, inactive account and a verification mail.',
    access: 'public',
    body: ZRegisterRequest,
    answer: ZMessageAnswer,
    status: 201,
    rateLimit: { name: 'register', perMinute: services.config.authRateLimitPerMinute },
    handler: ({ body, ip }) => register(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/account/verify',
    summary: 'The mailed verification link: redirects to /login?verified=1 (or 0).',
    access: 'public',
    query: ZVerifyEmailQuery,
    status: 302,
    handler: async ({ query, ip, reply }) => {
      const isVerified = await verifyEmail(services, query.token, ip);
      return reply.redirect(isVerified ? '/login?verified=1' : '/login?verified=0');
    },
  });
}
