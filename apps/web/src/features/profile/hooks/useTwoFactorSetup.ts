import type { TTwoFactorEnrolment } from '@cobertura/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { userQuery } from '../../../shared/session/userQuery.ts';
import { saveFile } from '../../../utils/saveFile.ts';
import { profileApi } from '../api/profileApi.ts';
import { recoveryCodesFile } from '../utils/recoveryCodesFile.ts';
import { isSixDigits } from '../utils/twoFactorCode.ts';
import { TWO_FACTOR_KEY } from './useTwoFactor.ts';

/**
 * The steps of two-factor sign-in: setting it up (the enrolment, confirmed by a first code), the
 * recovery codes it answers, and turning it off with a current code; one step runs at a time and
 * its failure is kept in the user's words.
 */
export function useTwoFactorSetup() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TTwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    await queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
  };
  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setIsBusy(true);
    try {
      await work();
    } catch (error) {
      // A wrong code refuses the step only: the user stays signed in, the form and its code stay.
      setFailure(
        error instanceof ApiError && error.code === 'INVALID_CODE'
          ? t('profile.twoFactor.wrongCode')
          : errorMessage(error, t, currentLanguage(), 'profile.twoFactor.failed'),
      );
    } finally {
      setIsBusy(false);
    }
  };
  const needsCode = () => {
    if (isSixDigits(code)) return false;
    setFailure(t('profile.twoFactor.codeRequired'));
    return true;
  };

  const start = () => run(async () => setEnrolment(await profileApi.startTwoFactor()));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (needsCode()) return;
    return run(async () => {
      const answer = await profileApi.confirmTwoFactor(code.trim());
      setRecoveryCodes(answer.recovery_codes);
      setEnrolment(null);
      setCode('');
      await refresh();
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    if (needsCode()) return;
    return run(async () => {
      await profileApi.disableTwoFactor(code.trim());
      setCode('');
      notifications.show({ color: 'green', message: t('profile.twoFactor.turnedOff'), autoClose: 5000 });
      await refresh();
    });
  };
  const download = (codes: string[]) =>
    saveFile(
      new Blob([recoveryCodesFile(codes, t('profile.twoFactor.fileHeading'))], { type: 'text/plain' }),
      'cobertura-recovery-codes.txt',
    );

  return {
    enrolment,
    cancelEnrolment: () => setEnrolment(null),
    recoveryCodes,
    /** The user has kept the recovery codes: they are shown no more. */
    closeRecoveryCodes: () => setRecoveryCodes(null),
    code,
    setCode,
    isBusy,
    failure,
    start,
    confirm,
    turnOff,
    download,
  };
}
