import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Inputs a calculator could not calculate, with what is wrong in the user's words. */
export function LibraryError({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('tools.error.title')} data-testid={testId ?? 'tools-error'}>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
