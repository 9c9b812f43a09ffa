import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';

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
  if (isPending) return <InlineLoader text={t('markets.data.loading')} py="md" />;
  if (isError)
    return (
      <RetryNotice
        kind="error"
        text={t('markets.data.failed')}
        retryText={t('markets.data.retry')}
        onRetry={onRetry}
        testId="markets-error"
      />
    );
  if (isEmpty)
    return (
      <Notice kind="info" testId="markets-empty">
        {emptyText ?? t('markets.data.empty')}
      </Notice>
    );
  return null;
}
