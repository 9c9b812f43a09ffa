import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../api/adminApi.ts';
import { fieldErrors } from '../utils/fieldErrors.ts';
import { DialogActions } from './DialogActions.tsx';
import { RoleSelect } from './RoleSelect.tsx';

/** The most accounts the picker offers; past it staff type more of the name to find one. */
const PICKER_SIZE = 500;

/**
 * Add an existing account to a company with a role: the account is picked by username or email
 * among every account, those already in the company left out.
 */
export function AddMemberForm({
  memberIds,
  onAdd,
  onCancel,
}: {
  memberIds: ReadonlySet<number>;
  onAdd: (change: { userId: number; role: number }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const accounts = useQuery({
    queryKey: ['admin', 'accounts', 'picker'],
    queryFn: () => adminApi.accounts('all', 1, PICKER_SIZE),
  });
  const options = (accounts.data?.items ?? [])
    .filter((a) => !memberIds.has(a.pk_idusers))
    .map((a) => ({ value: String(a.pk_idusers), label: `${a.username} · ${a.email}` }));
  const form = useForm({
    mode: 'controlled',
    initialValues: { user: '', role: '2' },
    validate: { user: (value) => (value ? null : t('admin.errors.user')) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onAdd({ userId: Number(values.user), role: Number(values.role) });
    } catch (error) {
      form.setErrors({ user: Object.values(fieldErrors(error, t)).join(' ') || t('admin.members.failed') });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('admin.members.account')}
          searchable
          required
          nothingFoundMessage={t('admin.members.noAccount')}
          data={options}
          data-autofocus
          {...form.getInputProps('user')}
        />
        <RoleSelect label={t('admin.fields.role')} required {...form.getInputProps('role')} />
        <DialogActions
          submitLabel={t('admin.members.add')}
          isSubmitting={form.submitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
