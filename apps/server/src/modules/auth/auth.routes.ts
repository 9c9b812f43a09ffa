import {
  ZAuthProviders,
  ZLoginRequest,
  ZMessageAnswer,
  ZOidcCallbackRequest,
  ZRefreshRequest,
  ZRegistration,
  ZSignInAnswer,
  ZSsoStartParams,
  ZTokenPair,
  ZTwoFactorSignInRequest,
  ZVerifyEmailQuery,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { preferredLanguage } from '../../http/prerendered-page.ts';
import { defineRoute } from '../../http/route.ts';
import { reportedIdle } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';
import { finishSingleSignOn } from './finish-single-sign-on.ts';
import { login } from './login.ts';
import { refreshSession } from './refresh-session.ts';
import { register } from './register.ts';
import { signInLimit } from './sign-in-limit.ts';
import { signOut } from './sign-out.ts';
import { startSingleSignOn } from './start-single-sign-on.ts';
import { twoFactorSignIn } from './two-factor-sign-in.ts';
import { verifyEmail } from './verify-email.ts';

export function authRoutes(app: FastifyInstance, services: Services): void {
  // A single sign-on's start and callback count together, apart from password sign-ins.
  const ssoLimit = { name: 'single-sign-on', perMinute: services.config.authRateLimitPerMinute };
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/login',
    summary: 'Sign in with username and password: the token pair, or a challenge for the code step.',
    access: 'public',
    body: ZLoginRequest,
    answer: ZSignInAnswer,
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
    handler: ({ body, ip, request }) =>
      refreshSession(services, body.refresh, ip, reportedIdle(request.headers)),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/logout',
    summary: 'Sign out: the session is revoked at once.',
    access: 'session',
    handler: ({ caller, ip }) => signOut(services, caller, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/auth/two-factor',
    summary: "Sign-in's code step: the challenge and a code from the authenticator app, or a recovery code.",
    access: 'public',
    body: ZTwoFactorSignInRequest,
    answer: ZTokenPair,
    rateLimit: signInLimit(services),
    handler: ({ body, ip }) => twoFactorSignIn(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/auth/providers',
    summary: 'Which single sign-on providers are configured.',
    access: 'public',
    answer: ZAuthProviders,
    handler: async () => ({
      google: services.config.oidc.google !== undefined,
      microsoft: services.config.oidc.microsoft !== undefined,
      enterprise: services.config.oidc.enterprise !== undefined,
    }),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/auth/oidc/:provider/start',
    summary:
      'Start single sign-on: redirects to the provider (authorization code with PKCE, state and nonce), or to /login?error= when it cannot be reached; 404 when it is not configured.',
    access: 'public',
    params: ZSsoStartParams,
    status: 302,
    rateLimit: ssoLimit,
    handler: async ({ params, reply }) => reply.redirect(await startSingleSignOn(services, params.provider)),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/oidc/callback/',
    summary:
      "The provider's answer, as /oidc/callback/ received it: the token pair (or the code step's challenge) of the linked account.",
    access: 'public',
    body: ZOidcCallbackRequest,
    answer: ZSignInAnswer,
    rateLimit: ssoLimit,
    handler: ({ body, ip }) => finishSingleSignOn(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/account/',
    summary: 'Register: an unverified, inactive account and a verification mail.',
    access: 'public',
    body: ZRegistration,
    answer: ZMessageAnswer,
    status: 201,
    rateLimit: { name: 'register', perMinute: services.config.authRateLimitPerMinute },
    handler: ({ body, ip, request }) =>
      register(
        services,
        { ...body, language: body.language ?? preferredLanguage(request.headers['accept-language']) },
        ip,
      ),
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
