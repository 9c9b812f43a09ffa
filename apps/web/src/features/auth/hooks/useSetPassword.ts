import { ZSetPasswordRequest } from '@cobertura/contracts';
import { useForm } from '@mantine/form';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, joinedFieldMessages } from '../../../api/errorMessage.ts';
import { useStoredTokens } from '../../../api/useStoredTokens.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { type IssueKeys, schemaValidator, withRepeat } from '../../../utils/schemaErrors.ts';
import { passwordApi } from '../api/passwordApi.ts';

/**
 * The new password and its repeat as the contract checks them; the id comes from the address. One's
 * own password also needs the current one (staff setting another user's do not).
 */
const ZNewPassword = ZSetPasswordRequest.omit({ pk_idusers: true, password_old: true });
const ZOwnNewPassword = ZNewPassword.extend({ password_old: z.string().min(1) });

const NEW_PASSWORD_ERROR_KEYS: IssueKeys<'password_old' | 'password' | 'password_confirmation'> = {
  password_old: { required: 'setPassword.errors.required' },
  password: { required: 'setPassword.errors.required', too_small: 'setPassword.errors.min' },
  password_confirmation: { required: 'setPassword.errors.required', too_small: 'setPassword.errors.min' },
};

/**
 * Setting the password of the user the address names: by an invitation's token, as the user
 * themself (with the current password) or as staff; saved, the login opens.
 */
export function useSetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const invitation = search.get('token');
  const { access } = useStoredTokens();
  const userId = Number(id);
  const isValidId = Number.isInteger(userId) && userId > 0;
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const signedInUser = useUser(Boolean(access) && !invitation).data;
  const isOwn = !invitation && signedInUser?.pk_idusers === userId;
  // An invitation link says at once whether it can still set the password, before one is typed.
  const invitationCheck = useQuery({
    queryKey: ['invitation-check', userId, invitation],
    queryFn:
      invitation && isValidId
        ? () => passwordApi.checkInvitation({ pk_idusers: userId, token: invitation })
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  /** The link's state once known; a check that failed leaves the form to say so on sending. */
  const invitationState = invitationCheck.data?.state ?? (invitationCheck.isLoading ? 'checking' : 'open');
  const canSubmit = isValidId && (invitation ? invitationState === 'open' : Boolean(access));

  const form = useForm({
    mode: 'controlled',
    initialValues: { password_old: '', password: '', password_confirmation: '' },
    validateInputOnChange: false,
    validate: withRepeat(
      (values) => schemaValidator(isOwn ? ZOwnNewPassword : ZNewPassword, NEW_PASSWORD_ERROR_KEYS, t)(values),
      'password',
      'password_confirmation',
      () => t('setPassword.errors.mismatch'),
    ),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setIsSaving(true);
    try {
      const { password_old, ...password } = values;
      if (invitation) {
        await passwordApi.acceptInvitation({ pk_idusers: userId, token: invitation, ...password });
        navigate('/login?invited=1');
      } else {
        await passwordApi.setPassword({
          pk_idusers: userId,
          ...password,
          ...(isOwn ? { password_old } : {}),
        });
        navigate('/login');
      }
    } catch (error) {
      // The server's password problems (its policy) are what the user needs to read, in their words.
      const text =
        error instanceof ApiError &&
        error.code === 'VALIDATION_FAILED' &&
        Object.keys(error.fields).length > 0
          ? joinedFieldMessages(error, t, ['password', 'password_old', 'password_confirmation'])
          : errorMessage(error, t, currentLanguage(), 'setPassword.failed');
      setFailure(text);
    } finally {
      setIsSaving(false);
    }
  });

  return {
    form,
    submit,
    failure,
    isSaving,
    isValidId,
    invitation,
    invitationState,
    access,
    isOwn,
    canSubmit,
  };
}
