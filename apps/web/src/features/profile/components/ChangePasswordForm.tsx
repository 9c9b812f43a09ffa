import { MIN_PASSWORD_LENGTH, type User, ZUpdateUserRequest } from '@cobertura/contracts';
import { Alert, Button, Group, Paper, PasswordInput, SimpleGrid, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, fieldTexts } from '../../../api/errorMessage.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { type IssueKeys, schemaValidator, withRepeat } from '../../../utils/schemaErrors.ts';
import { useUpdateUser } from '../hooks/useUpdateUser.ts';

/**
 * The update contract's password fields, all asked for here (the contract leaves them optional: an
 * update without them keeps the password); the new one at the policy's minimum length.
 */
const password = ZUpdateUserRequest.shape.password_old.unwrap();
const ZChangePassword = z.object({
  password_old: password.min(1),
  password_new: password.min(MIN_PASSWORD_LENGTH),
  password_new_confirm: password.min(1),
});

const CHANGE_PASSWORD_ERROR_KEYS: IssueKeys<keyof z.infer<typeof ZChangePassword>> = {
  password_old: { required: 'profile.password.oldRequired' },
  password_new: { required: 'profile.password.newRequired', too_small: 'profile.password.min' },
  password_new_confirm: { required: 'profile.password.confirmRequired' },
};

/** Change password from the profile: the old password is required (spec 01 §3). */
export function ChangePasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password_old: '', password_new: '', password_new_confirm: '' },
    validate: withRepeat(
      schemaValidator(ZChangePassword, CHANGE_PASSWORD_ERROR_KEYS, t),
      'password_new',
      'password_new_confirm',
      () => t('profile.password.mismatch'),
    ),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ pk_idusers: user.pk_idusers, ...values });
      notifications.show({ color: 'green', message: t('profile.password.changed'), autoClose: 5000 });
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setErrors(fieldTexts(error, t));
      }
    }
  });

  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate data-testid="change-password-form">
        <Title order={2} fz="lg" mb={4}>
          {t('profile.password.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('profile.password.help')}
        </Text>
        {update.isError &&
          !(update.error instanceof ApiError && Object.keys(update.error.fields).length > 0) && (
            <Alert color="red" variant="light" mb="md" role="alert">
              {errorMessage(update.error, t, currentLanguage(), 'profile.failed')}
            </Alert>
          )}
        <SimpleGrid cols={3} spacing="md">
          <PasswordInput
            label={t('profile.password.old')}
            autoComplete="current-password"
            {...form.getInputProps('password_old')}
          />
          <PasswordInput
            label={t('profile.password.new')}
            autoComplete="new-password"
            {...form.getInputProps('password_new')}
          />
          <PasswordInput
            label={t('profile.password.confirm')}
            autoComplete="new-password"
            {...form.getInputProps('password_new_confirm')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" variant="light" loading={update.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
