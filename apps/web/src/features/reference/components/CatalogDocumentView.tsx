import { Container, Paper } from '@mantine/core';
import type { CatalogKind } from '../../../shared/reference/referenceApi.ts';
import { CatalogDocument } from './CatalogDocument.tsx';

/** A terms or data-protection text from the catalogue as a page of its own. */
export function CatalogDocumentView({ kind, fallbackTitle }: { kind: CatalogKind; fallbackTitle: string }) {
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <CatalogDocument kind={kind} fallbackTitle={fallbackTitle} />
      </Paper>
    </Container>
  );
}
