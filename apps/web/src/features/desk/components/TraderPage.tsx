import { UnbuiltAreaPage } from '../../../shared/unbuilt-area/UnbuiltAreaPage.tsx';

/** Placeholder until this area is built. */
export function TraderPage() {
  return <UnbuiltAreaPage area="trader" icon="trader" />;
}
