import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The foot of an admin dialog's form: Cancel, and the submit button with its label. */
export function DialogActions({
  submitLabel,
  isSubmitting,
  onCancel,
}: {
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
