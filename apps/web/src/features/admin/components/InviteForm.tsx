import { ZInvitationRequest } from '@cobertura/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type IssueKeys, schemaValidator } from '../../../utils/schemaErrors.ts';
import { fieldErrors } from '../utils/fieldErrors.ts';
import { DialogActions } from './DialogActions.tsx';
import { RoleSelect } from './RoleSelect.tsx';

type Values = { email: string; username: string; first_name: string; last_name: string; role: string };

/** The contract's invitation, with the role as the Select holds it (text) and the company given. */
const payload = (values: Values, company: number) => ({
  email: values.email,
  username: values.username,
  first_name: values.first_name,
  last_name: values.last_name,
  company,
  platform_role: Number(values.role),
});
type Request = ReturnType<typeof payload>;

const ERROR_KEYS: IssueKeys<keyof Request & string> = {
  email: { required: 'admin.errors.required', invalid: 'admin.errors.email' },
  username: { required: 'admin.errors.required', invalid: 'admin.errors.username' },
  platform_role: { required: 'admin.errors.role', invalid: 'admin.errors.role' },
};

/** The form's field for each error: the role is the form's `role`. */
const onForm = ({ platform_role, ...errors }: Record<string, string>) =>
  platform_role ? { ...errors, role: platform_role } : errors;

/**
 * Invite a person into a company: their email, the username they will sign in with, their name and
 * role. The username is proposed from the email. Keeps what was typed when the server refuses it.
 */
export function InviteForm({
  company,
  onInvite,
  onCancel,
}: {
  company: number;
  onInvite: (request: Request) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', username: '', first_name: '', last_name: '', role: '2' },
    validate: (values) =>
      onForm(schemaValidator<Request>(ZInvitationRequest, ERROR_KEYS, t)(payload(values, company))),
    onValuesChange: (values, previous) => {
      // Propose the username from the email until the user types one of their own.
      const proposed = (email: string) =>
        email
          .split('@')[0]
          ?.toLowerCase()
          .replace(/[^\w.@+-]/g, '') ?? '';
      if (values.email !== previous.email && values.username === proposed(previous.email)) {
        form.setFieldValue('username', proposed(values.email));
      }
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onInvite(payload(values, company));
    } catch (error) {
      form.setErrors(onForm(fieldErrors(error, t)));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('admin.fields.email')}
          type="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('admin.fields.username')}
          description={t('admin.hints.username')}
          required
          {...form.getInputProps('username')}
        />
        <SimpleGrid cols={2}>
          <TextInput label={t('admin.fields.firstName')} {...form.getInputProps('first_name')} />
          <TextInput label={t('admin.fields.lastName')} {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <RoleSelect label={t('admin.fields.role')} required {...form.getInputProps('role')} />
        <DialogActions
          submitLabel={t('admin.members.sendInvitation')}
          isSubmitting={form.submitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
