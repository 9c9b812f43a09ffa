import { UnbuiltAreaPage } from '../../../shared/unbuilt-area/UnbuiltAreaPage.tsx';

/** Placeholder until this area is built. */
export function StaffDocsPage() {
  return <UnbuiltAreaPage area="staffDocs" icon="docs" />;
}
