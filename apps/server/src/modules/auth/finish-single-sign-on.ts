import {
  SSO_PROVIDERS,
  type SsoProvider,
  STAFF_ROLE,
  type TOidcCallbackRequest,
  type TSignInAnswer,
} from '@cobertura/contracts';
import * as oidc from 'openid-client';
import { AppError } from '../../errors.ts';
import { audit } from '../../identity/audit.ts';
import { hashToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import {
  findLinkedUser,
  findUserByEmail,
  insertSsoUser,
  linkIdentity,
  takePendingSignIn,
  usernamesLike,
} from './auth.queries.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { CALLBACK_FAILED, providerConfiguration, redirectUri } from './sso-providers.ts';

/**
 * What the account rules read from a validated ID token. The provider's `picture` is left out on
 * purpose: an avatar on the provider's site would make every page call it, and the content security
 * policy allows images from this origin only.
 */
export interface SsoIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  username: string | undefined;
  firstName: string;
  lastName: string;
}

const UNKNOWN_STATE = 'the sign-in request is unknown, was already used or has expired. Start again.';

/**
 * `POST /api/oidc/callback/`: the pending sign-in is taken by its state (and deleted whatever
 * happens next), the code is exchanged with its PKCE verifier, and the ID token's signature, issuer,
 * audience, expiry and nonce are checked. The identity then signs in the account it is linked to,
 * or is linked by a verified email, or opens a new inactive account that staff activate.
 */
export async function finishSingleSignOn(
  services: Services,
  input: TOidcCallbackRequest,
  ip: string,
): Promise<TSignInAnswer> {
  if (Object.keys(services.config.oidc).length === 0) {
    throw new AppError(
      'NOT_FOUND',
      'Single sign-on is not configured on this platform. Sign in with your username.',
    );
  }
  const pending = await takePendingSignIn(services, hashToken(input.state));
  const provider = SSO_PROVIDERS.find((name) => name === pending?.provider);
  const client = provider && services.config.oidc[provider];
  if (!pending || !provider || !client) {
    await audit(services, { action: 'sso_login', outcome: 'failure', ip, detail: 'unknown state' });
    throw new AppError('SSO_FAILED', CALLBACK_FAILED.enterprise(UNKNOWN_STATE));
  }
  const identity = await exchangeCode(services, provider, input, pending).catch(async (error: unknown) => {
    const reason = reasonOf(error);
    await audit(services, { action: 'sso_login', outcome: 'failure', ip, detail: `${provider}: ${reason}` });
    throw new AppError('SSO_FAILED', CALLBACK_FAILED[provider](reason));
  });
  const user = await accountOf(services, provider, identity, ip);
  const account = user.username.toLowerCase();
  if (!user.isActive) {
    await audit(services, {
      action: 'sso_login',
      outcome: 'failure',
      ip,
      account,
      userId: user.id,
      detail: 'inactive',
    });
    throw new AppError('ACCOUNT_INACTIVE', 'Your account awaits activation by our staff.');
  }
  await audit(services, {
    action: 'sso_login',
    outcome: 'success',
    ip,
    account,
    userId: user.id,
    detail: provider,
  });
  return completeSignIn(services, { id: user.id, role: user.platformRole });
}

async function exchangeCode(
  services: Services,
  provider: SsoProvider,
  input: TOidcCallbackRequest,
  pending: { codeVerifier: string; nonce: string },
): Promise<SsoIdentity> {
  const client = services.config.oidc[provider];
  if (!client) throw new Error('provider not configured');
  const configuration = await providerConfiguration(client);
  const returned = new URL(redirectUri(services));
  returned.searchParams.set('code', input.code);
  returned.searchParams.set('state', input.state);
  if (input.session_state) returned.searchParams.set('session_state', input.session_state);
  if (input.iss) returned.searchParams.set('iss', input.iss);
  // openid-client checks the state, the PKCE verifier, and the ID token's issuer, audience, expiry
  // and nonce, and its signature against the provider's published keys (turned on for every
  // provider by `providerConfiguration`: the library skips it by default in this flow).
  const tokens = await oidc.authorizationCodeGrant(configuration, returned, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: input.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  // The expiry again on the platform's clock, which tests move.
  if (claims.exp * 1000 <= services.now().getTime()) throw new Error('the ID token has expired');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email) || undefined,
    isEmailVerified: claims.email_verified === true,
    username: text(claims.preferred_username) || undefined,
    firstName: text(claims.given_name).slice(0, 150),
    lastName: text(claims.family_name).slice(0, 150),
  };
}

/**
 * The account an identity signs in: the one it is linked to; else the account with its email when
 * the provider says the email is verified and the account is not staff's, or SSO_LINK_STAFF_BY_EMAIL
 * allows staff too (the link is kept); else a new inactive account.
 */
async function accountOf(services: Services, provider: SsoProvider, identity: SsoIdentity, ip: string) {
  const linked = await findLinkedUser(services, identity.issuer, identity.subject);
  if (linked) return linked;
  const fail = (reason: string) => new AppError('SSO_FAILED', CALLBACK_FAILED[provider](reason));
  if (!identity.email) throw fail('the provider did not share your email address.');
  const holder = await findUserByEmail(services, identity.email);
  if (holder) {
    if (!identity.isEmailVerified) {
      throw fail(
        'the provider has not verified your email address. Sign in with your username and password.',
      );
    }
    // A provider's word on an email is not enough for staff's powers: whoever holds that address at
    // the provider, or a provider that vouches wrongly, would take them over.
    if (isStaffAccount(holder) && !services.config.ssoLinkStaffByEmail) {
      await audit(services, {
        action: 'sso_link',
        outcome: 'failure',
        ip,
        userId: holder.id,
        account: holder.username,
        detail: `${provider}: staff account, not linked by email`,
      });
      throw fail(
        'this email belongs to a staff account, which single sign-on does not link by email. Sign in with your username and password.',
      );
    }
    await linkIdentity(services, { issuer: identity.issuer, subject: identity.subject, userId: holder.id });
    await audit(services, {
      action: 'sso_link',
      outcome: 'success',
      ip,
      userId: holder.id,
      detail: provider,
    });
    return holder;
  }
  const username = await freeUsername(services, identity.username ?? identity.email);
  const created = await insertSsoUser(services, {
    username,
    email: identity.email,
    emailVerified: identity.isEmailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
    issuer: identity.issuer,
    subject: identity.subject,
  });
  await audit(services, {
    action: 'register',
    outcome: 'success',
    ip,
    userId: created.id,
    account: username,
    detail: provider,
  });
  return { id: created.id, username, isActive: false, platformRole: 2 };
}

/**
 * Staff's account by either mark: the staff role or the staff flag (the two go together when staff
 * set a role; either alone is still treated as staff, the safe side).
 */
function isStaffAccount(user: { isStaff: boolean; platformRole: number }): boolean {
  return user.isStaff || user.platformRole === STAFF_ROLE;
}

/** A username from the provider's (or the email's local part), made free with a number when taken. */
async function freeUsername(services: Services, wanted: string): Promise<string> {
  const stem = (wanted.split('@')[0] ?? '').replace(/[^\w.+-]/g, '').slice(0, 140) || 'user';
  const taken = await usernamesLike(services, stem);
  if (!taken.has(stem.toLowerCase())) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}${n}`.toLowerCase())) return `${stem}${n}`;
}

/**
 * The most telling sentence of a failed exchange: the provider's own error and description, or the
 * check that failed (openid-client wraps oauth4webapi's precise message as its cause).
 */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const body = error as Error & { error?: unknown; error_description?: unknown };
  if (typeof body.error === 'string') {
    return typeof body.error_description === 'string'
      ? `${body.error}: ${body.error_description}`
      : body.error;
  }
  return error.cause instanceof Error ? error.cause.message : error.message;
}
