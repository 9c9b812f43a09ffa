import {
  ZResetPasswordRequest,
  ZSetPasswordRequest,
  ZUpdateUserRequest,
  ZValidateCodeRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { loadUserView } from './auth-user.ts';
import { requestResetCode, validateResetCode } from './reset-password.ts';
import { setPassword } from './set-password.ts';
import { updateUser } from './update-user.ts';

export function profileRoutes(app: FastifyInstance, services: Services): void {
  const perMinute = services.config.authRateLimitPerMinute;

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/user',
    access: 'session',
    handler: async ({ caller }) => {
      const user = await loadUserView(services, caller.id);
      if (!user) throw notFound('No such user.');
      return user;
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/update',
    access: 'session',
    body: ZUpdateUserRequest,
    handler: ({ caller, body, ip }) => updateUser(services, caller, body, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/resetpassword',
    access: 'public',
    body: ZResetPasswordRequest,
    rateLimitPerMinute: perMinute,
    handler: ({ body, ip }) => requestResetCode(services, body.email, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/validatecode',
    access: 'public',
    body: ZValidateCodeRequest,
    rateLimitPerMinute: perMinute,
    handler: ({ body, ip }) => validateResetCode(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/setRessetPassword',
    access: 'session',
    body: ZSetPasswordRequest,
    handler: ({ caller, body, ip }) => setPassword(services, caller, body, ip),
  });
}
