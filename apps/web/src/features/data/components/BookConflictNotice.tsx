import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatDateTime } from '../../../utils/format.ts';
import type { BookConflict } from '../hooks/useBookGrid.ts';

/** A save refused because a row changed or went meanwhile: who and when, and the row's reload. */
export function BookConflictNotice({ conflict, onReload }: { conflict: BookConflict; onReload: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Notice kind="error" title={t('book.conflict.title')} testId="book-conflict">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(conflict.version === null ? 'book.conflict.deleted' : 'book.conflict.changed', {
            row: conflict.row,
            pk: conflict.pk,
            user: conflict.changed_by ?? t('book.conflict.unknownUser'),
            when: conflict.changed_at ? formatDateTime(conflict.changed_at, lang) : '',
          })}
        </Text>
        <Text size="sm">{t('book.conflict.help')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onReload}>
          {t('book.conflict.reload', { row: conflict.row })}
        </Button>
      </Stack>
    </Notice>
  );
}
