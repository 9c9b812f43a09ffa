import {
  type ProfileValues,
  profilePayload,
  profileValuesOf,
  type User,
  ZProfileForm,
} from '@cobertura/contracts';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { fieldTexts } from '../../../api/errorMessage.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { schemaValidator } from '../../../utils/schemaErrors.ts';
import { PROFILE_ERROR_KEYS } from '../utils/profileFields.ts';
import { optionsWith } from '../utils/profileOptions.ts';
import { useUpdateUser } from './useUpdateUser.ts';

/**
 * The profile form's values, checked by the contract's schema and, while consent is pending, for the
 * consent; its save, which keeps the typed values on an error and puts the server's field messages
 * inline; and the country choices.
 */
export function useProfileForm(user: User, onSaved?: (user: User) => void) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  // Reference calls are refused until consent is given; the country list waits for it.
  const countries = useQuery({
    ...referenceQueries.countries(),
    enabled: user.habeas_data && user.is_active,
  });

  const consentBox = useRef<HTMLInputElement>(null);
  const checkSchema = schemaValidator(ZProfileForm, PROFILE_ERROR_KEYS, t);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValuesOf(user),
    // While consent is pending, a save without it would change nothing the user came here for.
    validate: (values) => ({
      ...checkSchema(values),
      ...(!user.habeas_data && !values.habeas_data
        ? { habeas_data: t('profile.errors.consentRequired') }
        : {}),
    }),
  });

  // A save refused for want of consent brings the consent box into view, wherever the user was.
  const focusConsent = (errors: Record<string, unknown>) => {
    if (errors.habeas_data) consentBox.current?.focus();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(profilePayload(user.pk_idusers, values));
      notifications.show({ color: 'green', message: t('profile.saved'), autoClose: 5000 });
      form.resetDirty();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setErrors(fieldTexts(error, t));
      }
    }
  }, focusConsent);

  const countryOptions = optionsWith(
    (countries.data ?? []).map((country) => country.iso),
    (iso) => countries.data?.find((country) => country.iso === iso)?.name ?? iso,
    form.values.Country,
  );

  return { form, submit, update, consentBox, countryOptions };
}
