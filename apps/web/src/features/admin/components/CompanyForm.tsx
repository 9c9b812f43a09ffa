import { ZCreateCompanyRequest, ZRenameCompanyRequest } from '@cobertura/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type IssueKeys, schemaValidator } from '../../../utils/schemaErrors.ts';
import { fieldErrors } from '../utils/fieldErrors.ts';
import { DialogActions } from './DialogActions.tsx';

type Values = { company_name: string; initials: string };

const ERROR_KEYS: IssueKeys<keyof Values> = {
  company_name: { required: 'admin.errors.required', too_small: 'admin.errors.companyName' },
  initials: { required: 'admin.errors.required', invalid: 'admin.errors.initials' },
};

/**
 * A new company (name and initials) or a company's new name: the initials prefix the company's row
 * keys, so they are asked for only at creation. Keeps what was typed when the server refuses it.
 */
export function CompanyForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: { company_name: string };
  onSave: (values: Values) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const isNew = !initial;
  const schema = isNew ? ZCreateCompanyRequest : ZRenameCompanyRequest;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { company_name: initial?.company_name ?? '', initials: '' },
    validate: schemaValidator(schema, ERROR_KEYS, t),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      // What the contract makes of the typed values (trimmed, initials in capitals) is what is sent.
      await onSave({ ...values, ...schema.parse(values) });
    } catch (error) {
      form.setErrors(fieldErrors(error, t));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('admin.fields.companyName')}
          required
          data-autofocus
          {...form.getInputProps('company_name')}
        />
        {isNew && (
          <TextInput
            label={t('admin.fields.initials')}
            description={t('admin.hints.initials')}
            required
            maxLength={5}
            {...form.getInputProps('initials')}
          />
        )}
        <DialogActions
          submitLabel={isNew ? t('admin.companies.create') : t('admin.companies.rename')}
          isSubmitting={form.submitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
