import { UnbuiltAreaPage } from '../../../shared/unbuilt-area/UnbuiltAreaPage.tsx';

/** Placeholder until this area is built. */
export function TutorialsPage() {
  return <UnbuiltAreaPage area="tutorials" icon="tutorials" />;
}
