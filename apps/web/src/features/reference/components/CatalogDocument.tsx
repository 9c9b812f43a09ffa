import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import type { CatalogKind } from '../../../shared/reference/referenceApi.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { catalogContent } from '../utils/catalogContent.ts';

/** A terms or data-protection text from the catalogue, in the active language, unframed (page or modal). */
export function CatalogDocument({ kind, fallbackTitle }: { kind: CatalogKind; fallbackTitle: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : currentLanguage();
  const catalog = useQuery(referenceQueries.catalog(kind, lang));
  const document = catalog.isSuccess ? catalogContent(catalog.data, kind) : null;

  return (
    <>
      {catalog.isPending && (
        <Stack>
          <Skeleton h={32} w="60%" />
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} w="80%" />
        </Stack>
      )}
      {catalog.isSuccess && !document && (
        <Alert color="red" variant="light" title={t('legal.noContentTitle')} data-testid="catalog-empty">
          {t('legal.noContent')}
        </Alert>
      )}
      {catalog.isError && (
        <Alert color="red" variant="light" title={fallbackTitle} data-testid="catalog-error">
          {t('legal.noContent')}
        </Alert>
      )}
      {document && (
        <Stack gap="md" component="article" data-testid="catalog-document">
          <Title order={1} fz="h2">
            {document.title || fallbackTitle}
          </Title>
          {document.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in order
            <Text key={index} lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
