import type { TRecoveryCodes, TTwoFactorEnrolment, TTwoFactorState } from '@cobertura/contracts';
import QRCode from 'qrcode';
import { AppError } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import { revokeUserSessions } from '../../identity/sessions.ts';
import {
  confirmSecret,
  countRecoveryCodesLeft,
  deleteTwoFactor,
  putUnconfirmedSecret,
  readTwoFactorSecret,
} from '../../identity/two-factor.queries.ts';
import {
  checkSecondFactor,
  encryptSecret,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpOf,
} from '../../identity/two-factor.ts';
import type { Services } from '../../services.ts';

/**
 * A wrong code typed to turn two-factor sign-in on or off: 400 INVALID_CODE, the step's own error.
 * Not TWO_FACTOR_INVALID (401), the sign-in's: here the caller is signed in, and a 401 would tell
 * any client that the session is lost.
 */
const wrongCode = () =>
  new AppError('INVALID_CODE', 'The code is not valid. Enter the current code from your authenticator app.');

/** The caller's two-factor sign-in as the profile shows it. */
export async function readTwoFactor(services: Services, caller: Caller): Promise<TTwoFactorState> {
  const row = await readTwoFactorSecret(services, caller.id);
  const enabled = Boolean(row?.confirmedAt);
  return {
    enabled,
    recovery_codes_left: enabled ? await countRecoveryCodesLeft(services, caller.id) : 0,
    required: services.config.staffRequireTwoFactor && caller.isStaff,
  };
}

/**
 * Starts an enrolment: a new secret, its otpauth:// address and the QR code drawn here (no image
 * service sees the secret). The secret counts once a first code confirms it; until then a new
 * enrolment replaces it. 409 when two-factor sign-in is already on.
 */
export async function startTwoFactorEnrolment(
  services: Services,
  caller: Caller,
): Promise<TTwoFactorEnrolment> {
  const secret = newTotpSecret();
  if (!(await putUnconfirmedSecret(services, caller.id, encryptSecret(services, secret)))) {
    throw new AppError(
      'CONFLICT',
      'Two-factor sign-in is already on. Turn it off first to set up another app.',
    );
  }
  const url = totpOf(secret, caller.username).toString();
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: url, qr_svg: svg };
}

/** Confirms the enrolment with a first code; answers the ten recovery codes, shown only this once. */
export async function confirmTwoFactor(
  services: Services,
  caller: Caller,
  code: string,
  ip: string,
): Promise<TRecoveryCodes> {
  const row = await readTwoFactorSecret(services, caller.id);
  if (!row)
    throw new AppError('BAD_REQUEST', 'Start the set-up first: scan the QR code, then enter its code.');
  if (row.confirmedAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
  const isRight = await checkSecondFactor(services, caller.id, code, {
    allowRecovery: false,
    confirmedOnly: false,
  });
  if (!isRight) throw wrongCode();
  const codes = newRecoveryCodes();
  await confirmSecret(
    services,
    caller.id,
    codes.map((c) => recoveryCodeHash(services, caller.id, c)),
  );
  await accountChanged(services, { action: 'enable_two_factor', ip, userId: caller.id });
  return { recovery_codes: codes };
}

/**
 * Turns two-factor sign-in off, with a current code: a stolen session alone
 * cannot. The user's other sessions end.
 */
export async function disableTwoFactor(
  services: Services,
  caller: Caller,
  code: string,
  ip: string,
): Promise<void> {
  const isRight = await checkSecondFactor(services, caller.id, code, {
    allowRecovery: false,
    confirmedOnly: true,
  });
  if (!isRight) throw wrongCode();
  await deleteTwoFactor(services, caller.id);
  await revokeUserSessions(services, caller.id, 'two-factor sign-in turned off', caller.sessionId);
  await accountChanged(services, { action: 'disable_two_factor', ip, userId: caller.id });
}
