import type { User } from '@cobertura/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { referenceQueries } from '../../reference/api/referenceQueries.ts';
import { useUpdateUser } from '../hooks/useUpdateUser.ts';
import {
  COMMODITY_EXPOSURE_TYPES,
  FX_EXPOSURE_TYPES,
  optionsWith,
  SALES_RANGES,
  SECTORS,
} from '../utils/profileOptions.ts';
import {
  looksLikeEmail,
  type ProfileValues,
  profilePayload,
  profileValuesOf,
} from '../utils/profilePayload.ts';

/**
 * The profile form (spec 01 §3) with the data-protection consent. Calls `onSaved` with the user the
 * server answers; on an error the typed values stay and the server's field messages show inline.
 */
export function ProfileForm({
  user,
  onSaved,
  isConsentFirst = false,
}: {
  user: User;
  onSaved?: (user: User) => void;
  /** On the consent gate the consent box comes first, where the explanation points. */
  isConsentFirst?: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  // Reference calls are refused until consent is given; the country list waits for it.
  const countries = useQuery({
    ...referenceQueries.countries(),
    enabled: user.habeas_data && user.is_active,
  });

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValuesOf(user),
    validate: {
      username: (value) => (value.trim() ? null : t('profile.errors.usernameRequired')),
      email: (value) =>
        !value.trim()
          ? t('profile.errors.emailRequired')
          : looksLikeEmail(value)
            ? null
            : t('profile.errors.emailInvalid'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(profilePayload(user.pk_idusers, values));
      notifications.show({ color: 'green', message: t('profile.saved'), autoClose: 5000 });
      form.resetDirty();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setErrors(
          Object.fromEntries(Object.entries(error.fields).map(([field, texts]) => [field, texts.join(' ')])),
        );
      }
    }
  });

  const label = (group: string) => (key: string) => t(`profile.options.${group}.${key}`);
  const countryOptions = optionsWith(
    (countries.data ?? []).map((country) => country.iso),
    (iso) => countries.data?.find((country) => country.iso === iso)?.name ?? iso,
    form.values.Country,
  );

  const consentCard = (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('profile.sections.consent')}
      </Title>
      <Checkbox
        data-testid="habeas-checkbox"
        label={
          <>
            {t('profile.consentLabel')}{' '}
            <Anchor href="/Habeas" target="_blank" rel="noopener">
              {t('profile.consentLink')}
            </Anchor>
          </>
        }
        {...form.getInputProps('habeas_data', { type: 'checkbox' })}
      />
    </Paper>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="lg">
        {update.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="profile-error">
            {errorMessage(update.error, t, currentLanguage(), 'profile.failed')}
          </Alert>
        )}
        {isConsentFirst && consentCard}
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="lg" mb="md">
            {t('profile.sections.account')}
          </Title>
          <SimpleGrid cols={2} spacing="md">
            <TextInput label={t('profile.fields.username')} required {...form.getInputProps('username')} />
            <TextInput
              label={t('profile.fields.email')}
              type="email"
              required
              {...form.getInputProps('email')}
            />
            <TextInput label={t('profile.fields.first_name')} {...form.getInputProps('first_name')} />
            <TextInput label={t('profile.fields.last_name')} {...form.getInputProps('last_name')} />
            <TextInput label={t('profile.fields.phone')} type="tel" {...form.getInputProps('phone')} />
            <Select
              label={t('profile.fields.Country')}
              data={countryOptions}
              searchable
              clearable
              nothingFoundMessage={t('common.nothingFound')}
              {...form.getInputProps('Country')}
              onChange={(value) => form.setFieldValue('Country', value ?? '')}
              value={form.values.Country || null}
            />
            <TextInput label={t('profile.fields.city')} {...form.getInputProps('city')} />
            <TextInput label={t('profile.fields.address')} {...form.getInputProps('address')} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="lg" mb="md">
            {t('profile.sections.company')}
          </Title>
          <SimpleGrid cols={2} spacing="md">
            <TextInput label={t('profile.fields.company')} {...form.getInputProps('company')} />
            <TextInput label={t('profile.fields.role')} {...form.getInputProps('role')} />
            <TextInput label={t('profile.fields.web_page')} type="url" {...form.getInputProps('web_page')} />
            <Select
              label={t('profile.fields.sector')}
              data={optionsWith(SECTORS, label('sector'), form.values.sector)}
              clearable
              {...form.getInputProps('sector')}
              onChange={(value) => form.setFieldValue('sector', value ?? '')}
              value={form.values.sector || null}
            />
            <Select
              label={t('profile.fields.Ventas')}
              data={optionsWith(SALES_RANGES, label('sales'), form.values.Ventas)}
              clearable
              {...form.getInputProps('Ventas')}
              onChange={(value) => form.setFieldValue('Ventas', value ?? '')}
              value={form.values.Ventas || null}
            />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="md" mt="lg">
            <Stack gap="xs">
              <Switch
                label={t('profile.fields.foreign_currency_exposure')}
                {...form.getInputProps('foreign_currency_exposure', { type: 'checkbox' })}
              />
              <Select
                label={t('profile.fields.type_foreign_currency_exposure')}
                data={optionsWith(FX_EXPOSURE_TYPES, label('fx'), form.values.type_foreign_currency_exposure)}
                disabled={!form.values.foreign_currency_exposure}
                clearable
                {...form.getInputProps('type_foreign_currency_exposure')}
                onChange={(value) => form.setFieldValue('type_foreign_currency_exposure', value ?? '')}
                value={form.values.type_foreign_currency_exposure || null}
              />
            </Stack>
            <Stack gap="xs">
              <Switch
                label={t('profile.fields.commodity_exposure')}
                {...form.getInputProps('commodity_exposure', { type: 'checkbox' })}
              />
              <Select
                label={t('profile.fields.type_commodity_exposure')}
                data={optionsWith(
                  COMMODITY_EXPOSURE_TYPES,
                  label('commodity'),
                  form.values.type_commodity_exposure,
                )}
                disabled={!form.values.commodity_exposure}
                clearable
                {...form.getInputProps('type_commodity_exposure')}
                onChange={(value) => form.setFieldValue('type_commodity_exposure', value ?? '')}
                value={form.values.type_commodity_exposure || null}
              />
            </Stack>
          </SimpleGrid>
        </Paper>
        {!isConsentFirst && consentCard}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="profile-save">
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
