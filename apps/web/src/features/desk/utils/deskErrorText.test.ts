import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/apiError.ts';
import { i18n } from '../../../i18n/index.ts';
import { deskErrorText, isStaleTicket } from './deskErrorText.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('deskErrorText', () => {
  const conflict = new ApiError(409, 'EXECUTION_CONFLICT', 'R-000041 was executed by Diana Desk first.');

  it('shows the server’s message in English and the code’s translation in Spanish', async () => {
    expect(deskErrorText(conflict, i18n.t, 'en')).toBe('R-000041 was executed by Diana Desk first.');
    await i18n.changeLanguage('es');
    expect(deskErrorText(conflict, i18n.t, 'es')).toBe(
      'Alguien ejecutó esta solicitud primero: no se registró nada.',
    );
  });

  it('falls back to the desk’s generic text for a network failure', () => {
    expect(deskErrorText(new ApiError(0, 'NETWORK', 'offline'), i18n.t, 'en')).toBe(
      'The desk could not do that. Please try again.',
    );
  });

  it('reads the ticket again on a 409 only', () => {
    expect(isStaleTicket(conflict)).toBe(true);
    expect(isStaleTicket(new ApiError(403, 'FOUR_EYES', 'no'))).toBe(false);
  });
});
