import { Button, CloseButton, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The image types the server stores (it reads the type from the file's bytes). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * A report's image: uploaded, never typed (a report shows only images stored on the platform), so
 * its path is read-only; removed with the cross, previewed below.
 */
export function ReportImageField({
  value,
  error,
  isUploading,
  onUpload,
  onChange,
}: {
  value: string;
  error: string | undefined;
  isUploading: boolean;
  onUpload: (file: File) => Promise<string | undefined>;
  onChange: (address: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('reports.form.imagePath')}
          value={value}
          readOnly
          placeholder={t('reports.form.imageNone')}
          error={error}
          style={{ flexGrow: 1 }}
          data-testid="report-image-path"
          rightSection={
            value ? (
              <CloseButton
                size="sm"
                aria-label={t('reports.form.imageRemove')}
                onClick={() => onChange('')}
              />
            ) : null
          }
        />
        <FileButton
          accept={IMAGE_TYPES}
          onChange={async (file) => {
            const address = file ? await onUpload(file) : undefined;
            if (address) onChange(address);
          }}
        >
          {(props) => (
            <Button {...props} variant="light" loading={isUploading} data-testid="report-image-upload">
              {t('reports.form.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('reports.form.imageHint')}
      </Text>
      {value && <Image src={value} alt="" h={120} w={220} fit="cover" radius="sm" />}
    </Stack>
  );
}
