import type { FinanceErrorData } from '@cobertura/finance';
import { Alert, Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The finance library's own message for refused inputs, with its error code. */
export function LibraryError({ error, testId }: { error: FinanceErrorData; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('tools.error.title')} data-testid={testId ?? 'tools-error'}>
      <Text size="sm">{error.message}</Text>
      <Code mt={6}>{error.code}</Code>
    </Alert>
  );
}
