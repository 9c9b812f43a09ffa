import { canOpen, type Screen, STAFF_ROLE } from '@cobertura/contracts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { type AuthUser, loadAuthUser } from './auth-user.ts';
import {
  endedSessionError,
  type IdleReport,
  keepSessionAlive,
  loadSession,
  SESSION_LIFETIME_MS,
} from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * Who may call an operation (a REST route or a GraphQL field), declared on every one of them:
 * - `public`: anyone;
 * - `session`: signed in, even while consent is pending or the account inactive (profile, consent,
 *   catalogs, sign-out);
 * - `member`: signed in, consent given, account active;
 * - `{ screen }`: a member whose role opens that screen, or one of those screens (spec 01 §6);
 * - `staff`: a member with the staff role.
 */
export type Access = 'public' | 'session' | 'member' | 'staff' | { screen: Screen | readonly Screen[] };

/** The authenticated user of a request and the session they called in. */
export interface Caller extends AuthUser {
  sessionId: string;
}

/** The caller a rule admits: public operations may have none. */
export type CallerOf<A extends Access> = A extends 'public' ? Caller | null : Caller;

/**
 * Authenticates a request from its Authorization header and checks the access rule: 401 without a
 * valid session (SESSION_IDLE once its user has been idle an hour), 403 when the caller may not. On
 * public operations a stale token is ignored: it must not stop anyone from signing in or reading a
 * public page. `idle`: what the request says of its user's activity (`reportedIdle`); null for a
 * check the server makes on its own, which applies no idle rule.
 */
export async function callerFor(
  services: Services,
  authorization: string | undefined,
  access: Access,
  idle: IdleReport | null = null,
): Promise<Caller | null> {
  if (access === 'public') {
    return authorization ? identify(services, authorization, access, idle).catch(() => null) : null;
  }
  return identify(services, authorization, access, idle);
}

async function identify(
  services: Services,
  header: string | undefined,
  access: Access,
  idle: IdleReport | null,
): Promise<Caller> {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  const now = services.now();
  const claims = await verifyAccessToken(services.config.jwtSecret, token, now);
  const session = await loadSession(services, claims.sid);
  const userId = Number(claims.sub);
  const hasEnded =
    !session ||
    session.revoked ||
    session.userId !== userId ||
    now.getTime() - session.startedAt >= SESSION_LIFETIME_MS;
  if (hasEnded) throw endedSessionError(session?.isIdleEnded ?? false);
  await keepSessionAlive(services, claims.sid, session, idle);
  const user = await loadAuthUser(services, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  const caller = { ...user, sessionId: claims.sid };
  if (access === 'public' || access === 'session') return caller;
  if (!user.isActive) {
    throw new AppError('ACCOUNT_INACTIVE', 'Your account is waiting for activation by our staff.');
  }
  if (!user.habeasData) {
    throw new AppError('CONSENT_REQUIRED', 'Accept the data-protection terms in your profile to continue.');
  }
  if (services.config.staffRequireTwoFactor && user.isStaff && !user.hasTwoFactor) {
    throw new AppError(
      'TWO_FACTOR_ENROLMENT_REQUIRED',
      'Turn on two-factor sign-in in your profile before you continue.',
    );
  }
  if (access === 'staff' && !actsAsStaff(user)) {
    throw new AppError('FORBIDDEN', 'Only staff may do this.');
  }
  if (typeof access === 'object' && !accessScreens(access).some((screen) => canOpen(user.role, screen))) {
    throw new AppError('FORBIDDEN', 'Your role does not open this screen.');
  }
  return caller;
}

/** The screens of a `{ screen }` rule, one or several. */
export function accessScreens(access: { screen: Screen | readonly Screen[] }): readonly Screen[] {
  return typeof access.screen === 'string' ? [access.screen] : access.screen;
}

/**
 * Whether a user may use staff's powers now: a staff member with the staff role whose account is
 * active and who has consented. A deactivated staff member can still sign in to their profile, and
 * must not reach other users' accounts from there.
 */
export function actsAsStaff(user: Pick<AuthUser, 'isStaff' | 'role' | 'isActive' | 'habeasData'>): boolean {
  return user.isStaff && user.role === STAFF_ROLE && user.isActive && user.habeasData;
}
