import { FileInput, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice.tsx';
import { fileErrorText } from './fileErrorText.ts';

/**
 * An import's file picker, then while the file is read a spinner, and why it could not be read or
 * imported. The import's texts are under `texts` (`file`, `filePlaceholder`, `reading`), its test
 * ids start with `testId`.
 */
export function ImportFileField({
  texts,
  testId,
  file,
  onChange,
  isReading,
  error,
}: {
  texts: string;
  testId: string;
  file: File | null;
  onChange: (file: File | null) => void;
  isReading: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FileInput
        label={t(`${texts}.file`)}
        placeholder={t(`${texts}.filePlaceholder`)}
        accept=".xlsx,.xlsm,.csv,.txt"
        value={file}
        onChange={onChange}
        clearable
        data-testid={`${testId}-file`}
      />
      {isReading && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t(`${texts}.reading`)}</Text>
        </Group>
      )}
      {error && (
        <Notice kind="error" testId={`${testId}-error`}>
          {fileErrorText(error, t)}
        </Notice>
      )}
    </>
  );
}
