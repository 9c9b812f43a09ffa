import { type BookKind, IMPORT_ANSWER_ROWS } from '@cobertura/contracts';
import { Button, FileInput, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatInteger } from '../../../utils/format.ts';
import { bookFilesApi } from '../api/bookFilesApi.ts';
import { previewLines } from '../utils/previewLines.ts';
import { problemText } from '../utils/problemText.ts';
import { saveFile } from '../utils/saveFile.ts';

/** Rows listed in the preview table (as many as the answer lists of each action); the rest are counted. */
const SHOWN_ROWS = IMPORT_ANSWER_ROWS;

/**
 * Import of a sheet into a grid: the chosen file is previewed at once (what is added, replaced and
 * rejected, with the reasons), the rejected rows can be downloaded as a workbook to fix, and the
 * import is offered only when nothing is rejected. A saved import reloads the book.
 */
export function BookImportDialog({
  kind,
  company,
  opened,
  onClose,
}: {
  kind: BookKind;
  company: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({
    mutationFn: (chosen: File) =>
      bookFilesApi.upload({ kind, company, operation: 'preview', file: chosen, lang }),
  });
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      bookFilesApi.upload({ kind, company, operation: 'upload', file: chosen, lang }),
    onSuccess: async (answer) => {
      const count = answer.counts.create + answer.counts.replace;
      notifications.show({
        color: 'green',
        message: t('bookFiles.dialog.saved', { rows: formatInteger(count, lang) }),
      });
      await queryClient.invalidateQueries({ queryKey: ['book'] });
      close();
    },
  });

  const close = () => {
    setFile(null);
    preview.reset();
    upload.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };
  const errorText = (error: unknown) =>
    t(`bookFiles.errors.${error instanceof ApiError ? error.code : 'other'}`, {
      defaultValue: t('bookFiles.errors.other'),
    });

  const answer = preview.data;
  const lines = answer ? previewLines(answer.preview) : [];
  const rejected = answer?.counts.rejected ?? 0;
  const importable = answer ? answer.counts.create + answer.counts.replace : 0;
  const unlisted = importable + rejected - SHOWN_ROWS;
  const count = (n: number) => formatInteger(n, lang);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('bookFiles.dialog.title', { sheet: t(`bookFiles.sheets.${kind}`) })}
      size="xl"
      data-testid="book-import"
    >
      <Stack gap="md">
        <FileInput
          label={t('bookFiles.dialog.file')}
          placeholder={t('bookFiles.dialog.filePlaceholder')}
          accept=".xlsx,.xlsm,.csv,.txt"
          value={file}
          onChange={choose}
          clearable
          data-testid="book-import-file"
        />
        {preview.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('bookFiles.dialog.reading')}</Text>
          </Group>
        )}
        {preview.isError && (
          <Notice kind="error" testId="book-import-error">
            {errorText(preview.error)}
          </Notice>
        )}
        {upload.isError && (
          <Notice kind="error" testId="book-import-error">
            {errorText(upload.error)}
          </Notice>
        )}
        {answer && (
          <>
            <Notice kind={rejected ? 'warning' : 'success'} testId="book-import-summary">
              {t('bookFiles.dialog.summary', {
                create: count(answer.counts.create),
                replace: count(answer.counts.replace),
                rejected: count(rejected),
              })}{' '}
              {rejected ? t('bookFiles.dialog.mustFix') : t('bookFiles.dialog.ready')}
            </Notice>
            <Table.ScrollContainer minWidth={560} maxHeight={360}>
              <Table striped stickyHeader data-testid="book-import-preview">
                <Table.Caption>{t('bookFiles.dialog.table.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('bookFiles.dialog.table.row')}</Table.Th>
                    <Table.Th scope="col">{t('bookFiles.dialog.table.action')}</Table.Th>
                    <Table.Th scope="col">{t('bookFiles.dialog.table.code')}</Table.Th>
                    <Table.Th scope="col">{t('bookFiles.dialog.table.portfolio')}</Table.Th>
                    <Table.Th scope="col">{t('bookFiles.dialog.table.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.slice(0, SHOWN_ROWS).map((line) => (
                    <Table.Tr key={line.row} data-action={line.action}>
                      <Table.Td>{count(line.row)}</Table.Td>
                      <Table.Td fw={line.action === 'rejected' ? 700 : undefined}>
                        {t(`bookFiles.dialog.actions.${line.action}`)}
                      </Table.Td>
                      <Table.Td>{String(line.values.pk ?? '')}</Table.Td>
                      <Table.Td>{String(line.values.portfolio ?? '')}</Table.Td>
                      <Table.Td>{line.problems.map((p) => problemText(p, lang)).join(' · ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {unlisted > 0 && (
              <Text size="sm" c="dimmed">
                {t('bookFiles.dialog.more', { rows: count(unlisted) })}
              </Text>
            )}
          </>
        )}
        <Group justify="space-between">
          <Group>
            {answer?.report_id && (
              <Button
                variant="default"
                data-testid="book-import-report"
                onClick={async () => {
                  const report = answer.report_id;
                  if (report)
                    saveFile(await bookFilesApi.download(report), `${t('bookFiles.dialog.reportName')}.xlsx`);
                }}
              >
                {t('bookFiles.dialog.report')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={close}>
              {t('bookFiles.dialog.cancel')}
            </Button>
            <Button
              disabled={!file || !answer || rejected > 0 || importable === 0}
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
              data-testid="book-import-save"
            >
              {t('bookFiles.dialog.import', { rows: count(importable) })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
