import {
  PROFILE_CHOICES,
  type ProfileValues,
  profilePayload,
  profileValuesOf,
  type User,
  ZProfileForm,
} from '@cobertura/contracts';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  type SelectProps,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, fieldTexts } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { schemaValidator } from '../../../utils/schemaErrors.ts';
import { CatalogDocument } from '../../reference/index.ts';
import { useUpdateUser } from '../hooks/useUpdateUser.ts';
import { PROFILE_ERROR_KEYS, PROFILE_FIELDS } from '../utils/profileFields.ts';
import { optionsWith } from '../utils/profileOptions.ts';

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

  const [isPolicyOpen, setIsPolicyOpen] = useState(false);
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

  const label = (group: string) => (key: string) => t(`profile.options.${group}.${key}`);
  const countryOptions = optionsWith(
    (countries.data ?? []).map((country) => country.iso),
    (iso) => countries.data?.find((country) => country.iso === iso)?.name ?? iso,
    form.values.Country,
  );

  type TextField = {
    [Name in keyof ProfileValues]: ProfileValues[Name] extends string ? Name : never;
  }[keyof ProfileValues];
  const isRequired = (name: keyof ProfileValues) =>
    PROFILE_FIELDS.find((field) => field.name === name)?.isRequired ?? false;
  const text = (name: TextField, type?: 'email' | 'tel' | 'url') => (
    <TextInput
      label={t(`profile.fields.${name}`)}
      type={type}
      required={isRequired(name)}
      {...form.getInputProps(name)}
    />
  );
  // An emptied select stores '' as the contract's texts do, never null.
  const select = (
    name: TextField,
    data: ReturnType<typeof optionsWith>,
    props: Partial<SelectProps> = {},
  ) => (
    <Select
      label={t(`profile.fields.${name}`)}
      data={data}
      clearable
      {...props}
      {...form.getInputProps(name)}
      onChange={(value) => form.setFieldValue(name, value ?? '')}
      value={form.values[name] || null}
    />
  );
  const exposure = (
    name: 'foreign_currency_exposure' | 'commodity_exposure',
    options: readonly string[],
    group: string,
  ) => {
    const type = `type_${name}` as const;
    return (
      <Stack gap="xs">
        <Switch label={t(`profile.fields.${name}`)} {...form.getInputProps(name, { type: 'checkbox' })} />
        {select(type, optionsWith(options, label(group), form.values[type]), {
          disabled: !form.values[name],
        })}
      </Stack>
    );
  };

  const consentCard = (
    <Section title={t('profile.sections.consent')}>
      <Checkbox
        ref={consentBox}
        data-testid="habeas-checkbox"
        label={
          <>
            {t('profile.consentLabel')}{' '}
            {/* The policy opens over the form, so it can be read before consenting without losing
                what was typed; the address still opens it alone in a new tab. */}
            <Anchor
              href="/Habeas"
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                event.preventDefault();
                setIsPolicyOpen(true);
              }}
              data-testid="habeas-link"
            >
              {t('profile.consentLink')}
            </Anchor>
          </>
        }
        {...form.getInputProps('habeas_data', { type: 'checkbox' })}
      />
      <Modal
        opened={isPolicyOpen}
        onClose={() => setIsPolicyOpen(false)}
        size="xl"
        title={t('legal.habeasTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="habeas-modal"
      >
        <CatalogDocument kind="HabeasData" fallbackTitle={t('legal.habeasTitle')} />
        <Group justify="flex-end" mt="lg">
          <Button
            onClick={() => {
              form.setFieldValue('habeas_data', true);
              setIsPolicyOpen(false);
            }}
            data-testid="habeas-accept"
          >
            {t('profile.consentAccept')}
          </Button>
        </Group>
      </Modal>
    </Section>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="lg">
        {update.isError && (
          <Notice kind="error" testId="profile-error">
            {errorMessage(update.error, t, currentLanguage(), 'profile.failed')}
          </Notice>
        )}
        {isConsentFirst && consentCard}
        <Section title={t('profile.sections.account')}>
          <SimpleGrid cols={2} spacing="md">
            {text('username')}
            {text('email', 'email')}
            {text('first_name')}
            {text('last_name')}
            {text('phone', 'tel')}
            {select('Country', countryOptions, {
              searchable: true,
              nothingFoundMessage: t('common.nothingFound'),
            })}
            {text('city')}
            {text('address')}
          </SimpleGrid>
        </Section>
        <Section title={t('profile.sections.company')}>
          <SimpleGrid cols={2} spacing="md">
            {text('company')}
            {text('role')}
            {text('web_page', 'url')}
            {select('sector', optionsWith(PROFILE_CHOICES.sector, label('sector'), form.values.sector))}
            {select('Ventas', optionsWith(PROFILE_CHOICES.Ventas, label('sales'), form.values.Ventas))}
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="md" mt="lg">
            {exposure('foreign_currency_exposure', PROFILE_CHOICES.type_foreign_currency_exposure, 'fx')}
            {exposure('commodity_exposure', PROFILE_CHOICES.type_commodity_exposure, 'commodity')}
          </SimpleGrid>
        </Section>
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

/** A titled card of the form. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
