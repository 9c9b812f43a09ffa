import { PROFILE_CHOICES, type ProfileValues, type User } from '@cobertura/contracts';
import { Button, Group, Select, type SelectProps, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errorMessage.ts';
import { Notice } from '../../../components/Notice.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { useMemberCompanies } from '../hooks/useMemberCompanies.ts';
import { useProfileForm } from '../hooks/useProfileForm.ts';
import { PROFILE_FIELDS } from '../utils/profileFields.ts';
import { optionsWith } from '../utils/profileOptions.ts';
import { ConsentSection } from './ConsentSection.tsx';
import { FormSection } from './FormSection.tsx';

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
  const { form, submit, update, consentBox, countryOptions } = useProfileForm(user, onSaved);
  const memberCompanies = useMemberCompanies(user);

  const label = (group: string) => (key: string) => t(`profile.options.${group}.${key}`);

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

  const consentCard = <ConsentSection form={form} consentBox={consentBox} />;

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="lg">
        {update.isError && (
          <Notice kind="error" testId="profile-error">
            {errorMessage(update.error, t, currentLanguage(), 'profile.failed')}
          </Notice>
        )}
        {isConsentFirst && consentCard}
        <FormSection title={t('profile.sections.account')}>
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
        </FormSection>
        <FormSection title={t('profile.sections.company')}>
          <SimpleGrid cols={2} spacing="md">
            {memberCompanies ? (
              // A member's company is the platform's, read only; the typed one is kept as it was.
              <TextInput
                label={t('profile.memberCompanies', { count: Math.max(1, memberCompanies.length) })}
                description={t('profile.memberCompaniesHint')}
                value={memberCompanies.join(', ')}
                readOnly
                data-testid="profile-companies"
              />
            ) : (
              text('company')
            )}
            {text('role')}
            {text('web_page', 'url')}
            {select('sector', optionsWith(PROFILE_CHOICES.sector, label('sector'), form.values.sector))}
            {select('Ventas', optionsWith(PROFILE_CHOICES.Ventas, label('sales'), form.values.Ventas))}
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="md" mt="lg">
            {exposure('foreign_currency_exposure', PROFILE_CHOICES.type_foreign_currency_exposure, 'fx')}
            {exposure('commodity_exposure', PROFILE_CHOICES.type_commodity_exposure, 'commodity')}
          </SimpleGrid>
        </FormSection>
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
