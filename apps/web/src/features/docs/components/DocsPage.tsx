import { UnbuiltAreaPage } from '../../../shared/unbuilt-area/UnbuiltAreaPage.tsx';

/** Placeholder until this area is built. */
export function DocsPage() {
  return <UnbuiltAreaPage area="docs" icon="docs" />;
}
