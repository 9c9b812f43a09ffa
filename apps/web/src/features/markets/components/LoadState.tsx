import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';

/** The loading, failed and empty states every markets section shares. */
export function LoadState({
  isPending,
  isError,
  isEmpty,
  onRetry,
  emptyText,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  /** What an empty answer means here; by default, no prices in the window. */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <Group gap="xs" py="md">
        <Loader size="sm" />
        <Text size="sm">{t('markets.data.loading')}</Text>
      </Group>
    );
  if (isError)
    return (
      <Notice kind="error" testId="markets-error">
        <Group justify="space-between">
          <span>{t('markets.data.failed')}</span>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('markets.data.retry')}
          </Button>
        </Group>
      </Notice>
    );
  if (isEmpty)
    return (
      <Notice kind="info" testId="markets-empty">
        {emptyText ?? t('markets.data.empty')}
      </Notice>
    );
  return null;
}
