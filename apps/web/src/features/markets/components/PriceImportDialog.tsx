import { IMPORT_ANSWER_ROWS, PRICE_ROW_PROBLEMS, problemWords, type SheetFormat } from '@cobertura/contracts';
import { Button, FileInput, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { Notice } from '../../../components/Notice.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatInteger } from '../../../utils/format.ts';
import { previewLines } from '../../data/utils/previewLines.ts';
import { saveFile } from '../../data/utils/saveFile.ts';
import { marketsQueries } from '../api/marketsQueries.ts';
import { priceTemplate, rejectedPriceRows, sendPriceFile } from '../api/priceImportApi.ts';

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Staff's import of daily prices: the chosen file is previewed at once (added, replaced and
 * rejected rows with their reasons) and imported only when nothing is rejected. A saved import
 * reloads every markets read, so the new closes show at once.
 */
export function PriceImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({ mutationFn: (chosen: File) => sendPriceFile('preview', chosen) });
  const upload = useMutation({
    mutationFn: (chosen: File) => sendPriceFile('import', chosen),
    onSuccess: async (answer) => {
      const saved = answer.counts.create + answer.counts.replace;
      notifications.show({
        color: 'green',
        message: t('markets.priceImport.saved', { count: saved, rows: formatInteger(saved, lang) }),
      });
      await queryClient.invalidateQueries({ queryKey: marketsQueries.all });
      close();
    },
  });

  const template = async (format: SheetFormat) => {
    try {
      const blob = await priceTemplate(format, lang);
      saveFile(blob, `${t('markets.priceImport.templateFile')}.${format}`);
    } catch {
      notifications.show({ color: 'red', message: t('markets.priceImport.templateFailed') });
    }
  };

  const downloadRejected = async (chosen: File) => {
    try {
      saveFile(await rejectedPriceRows(chosen, lang), `${t('markets.priceImport.reportFile')}.xlsx`);
    } catch {
      notifications.show({ color: 'red', message: t('markets.priceImport.reportFailed') });
    }
  };

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
  // The file errors are the same as the My Data import's: one wording for both.
  const errorText = (error: unknown) =>
    t(`bookFiles.errors.${error instanceof ApiError ? error.code : 'other'}`, {
      defaultValue: t('bookFiles.errors.other'),
    });

  const answer = preview.data;
  const lines = answer ? previewLines(answer.preview) : [];
  const rejected = answer?.counts.rejected ?? 0;
  const importable = answer ? answer.counts.create + answer.counts.replace : 0;
  const unlisted = importable + rejected - lines.length;
  const count = (n: number) => formatInteger(n, lang);
  const error = upload.error ?? preview.error;

  return (
    <Modal opened={opened} onClose={close} title={t('markets.priceImport.title')} size="xl">
      <Stack gap="md" data-testid="price-import">
        <Text size="sm">{t('markets.priceImport.help')}</Text>
        <FileInput
          label={t('markets.priceImport.file')}
          placeholder={t('markets.priceImport.filePlaceholder')}
          accept=".xlsx,.xlsm,.csv,.txt"
          value={file}
          onChange={choose}
          clearable
          data-testid="price-import-file"
        />
        {preview.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('markets.priceImport.reading')}</Text>
          </Group>
        )}
        {error && (
          <Notice kind="error" testId="price-import-error">
            {errorText(error)}
          </Notice>
        )}
        {answer && (
          <>
            <Notice kind={rejected ? 'warning' : 'success'} testId="price-import-summary">
              {t('markets.priceImport.summary', {
                create: count(answer.counts.create),
                replace: count(answer.counts.replace),
                rejected: count(rejected),
              })}{' '}
              {rejected ? t('markets.priceImport.mustFix') : t('markets.priceImport.ready')}
            </Notice>
            <Table.ScrollContainer minWidth={640} maxHeight={360}>
              <Table striped stickyHeader data-testid="price-import-preview">
                <Table.Caption>{t('markets.priceImport.table.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {(['row', 'action', 'instrument', 'contract', 'date', 'close', 'reason'] as const).map(
                      (key) => (
                        <Table.Th key={key} scope="col">
                          {t(`markets.priceImport.table.${key}`)}
                        </Table.Th>
                      ),
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((line) => (
                    <Table.Tr key={line.row} data-action={line.action}>
                      <Table.Td>{count(line.row)}</Table.Td>
                      <Table.Td fw={line.action === 'rejected' ? 700 : undefined}>
                        {t(`markets.priceImport.actions.${line.action}`)}
                      </Table.Td>
                      <Table.Td>{cell(line.values.instrument)}</Table.Td>
                      <Table.Td>{cell(line.values.contract)}</Table.Td>
                      <Table.Td>{cell(line.values.date)}</Table.Td>
                      <Table.Td>{cell(line.values.close)}</Table.Td>
                      <Table.Td>
                        {line.problems
                          .map((p) => {
                            const words = problemWords(p, lang, PRICE_ROW_PROBLEMS);
                            if (!p.column) return words;
                            const column = t(`markets.priceImport.columns.${p.column}`, {
                              defaultValue: p.column,
                            });
                            return `${column}: ${words}`;
                          })
                          .join(' · ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {unlisted > 0 && (
              <Text size="sm" c="dimmed">
                {t('markets.priceImport.more', { rows: count(unlisted), shown: count(IMPORT_ANSWER_ROWS) })}
              </Text>
            )}
          </>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => void template('xlsx')}
              data-testid="price-import-template"
            >
              {t('markets.priceImport.template')}
            </Button>
            <Button
              variant="default"
              onClick={() => void template('csv')}
              data-testid="price-import-template-csv"
            >
              {t('markets.priceImport.templateCsv')}
            </Button>
            {file && rejected > 0 && (
              <Button
                variant="default"
                onClick={() => void downloadRejected(file)}
                data-testid="price-import-report"
              >
                {t('markets.priceImport.report')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={close}>
              {t('markets.priceImport.cancel')}
            </Button>
            <Button
              disabled={!file || !answer || rejected > 0 || importable === 0}
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
              data-testid="price-import-save"
            >
              {t('markets.priceImport.import', { count: importable, rows: count(importable) })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
