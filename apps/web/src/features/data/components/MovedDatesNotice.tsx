import { type BatchAnswer, bookColumnHeader } from '@cobertura/contracts';
import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDate } from '../../../utils/format.ts';

/** The dates the save moved (to a business day), each with its row, until closed. */
export function MovedDatesNotice({ moved, onClose }: { moved: BatchAnswer['moved']; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Notice
      kind="info"
      title={t('book.moved.title')}
      withCloseButton
      closeButtonLabel={t('book.moved.close')}
      onClose={onClose}
      testId="book-moved"
    >
      <List size="sm">
        {moved.map((move) => (
          <List.Item key={`${move.index}:${move.field}`}>
            {t('book.moved.item', {
              field: bookColumnHeader(move.field, lang).toLowerCase(),
              pk: move.pk,
              from: formatDate(move.from, lang),
              to: formatDate(move.to, lang),
            })}
          </List.Item>
        ))}
      </List>
    </Notice>
  );
}
