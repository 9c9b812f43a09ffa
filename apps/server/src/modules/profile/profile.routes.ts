import {
  ZMessageAnswer,
  ZRecoveryCodes,
  ZResetPasswordAnswer,
  ZResetPasswordRequest,
  ZSetPasswordRequest,
  ZTwoFactorCodeRequest,
  ZTwoFactorEnrolment,
  ZTwoFactorState,
  ZUpdateUserRequest,
  ZUser,
  ZValidateCodeRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/route.ts';
import { loadUserView } from '../../identity/auth-user.ts';
import type { Services } from '../../services.ts';
import { requestResetCode } from './request-reset-code.ts';
import { setPassword } from './set-password.ts';
import { confirmTwoFactor, disableTwoFactor, readTwoFactor, startTwoFactorEnrolment } from './two-factor.ts';
import { updateUser } from './update-user.ts';
import { validateResetCode } from './validate-reset-code.ts';

export function profileRoutes(app: FastifyInstance, services: Services): void {
  const perMinute = services.config.authRateLimitPerMinute;

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/user',
    summary: 'The signed-in user and their profile.',
    access: 'session',
    answer: ZUser,
    handler: async ({ caller }) => {
      const user = await loadUserView(services, caller.id);
      if (!user) throw notFound('No such user.');
      return user;
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/update',
    summary: "Save the caller's own profile and consent; a new password needs the old one.",
    access: 'session',
    body: ZUpdateUserRequest,
    answer: ZUser,
    handler: ({ caller, body, ip }) => updateUser(services, caller, body, ip),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/user/two-factor',
    summary: "The caller's two-factor sign-in: on or off, recovery codes left, whether it is required.",
    access: 'session',
    answer: ZTwoFactorState,
    handler: ({ caller }) => readTwoFactor(services, caller),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/two-factor/enrol',
    summary:
      'Start setting up two-factor sign-in: a new secret and its QR code, to confirm with a first code.',
    access: 'session',
    answer: ZTwoFactorEnrolment,
    handler: ({ caller }) => startTwoFactorEnrolment(services, caller),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/two-factor/confirm',
    summary: 'Turn two-factor sign-in on with a first code; answers ten recovery codes, shown once.',
    access: 'session',
    body: ZTwoFactorCodeRequest,
    answer: ZRecoveryCodes,
    rateLimit: { name: 'two-factor-code', perMinute },
    handler: ({ caller, body, ip }) => confirmTwoFactor(services, caller, body.code, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/two-factor/disable',
    summary: "Turn two-factor sign-in off with a current code; the user's other sessions end.",
    access: 'session',
    body: ZTwoFactorCodeRequest,
    rateLimit: { name: 'two-factor-code', perMinute },
    status: 204,
    handler: ({ caller, body, ip }) => disableTwoFactor(services, caller, body.code, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/resetpassword',
    summary: 'Mail a password reset code; the same answer whether or not the email exists.',
    access: 'public',
    body: ZResetPasswordRequest,
    answer: ZResetPasswordAnswer,
    rateLimit: { name: 'reset-request', perMinute },
    handler: ({ body, ip }) => requestResetCode(services, body.email, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/validatecode',
    summary: 'Set a new password with the mailed code.',
    access: 'public',
    body: ZValidateCodeRequest,
    answer: ZMessageAnswer,
    rateLimit: { name: 'validate-code', perMinute },
    handler: ({ body, ip }) => validateResetCode(services, body, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/user/setRessetPassword',
    summary: "Set a user's password: the user themself or staff.",
    access: 'session',
    body: ZSetPasswordRequest,
    answer: ZMessageAnswer,
    handler: ({ caller, body, ip }) => setPassword(services, caller, body, ip),
  });
}
