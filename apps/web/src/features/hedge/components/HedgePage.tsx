import { UnbuiltAreaPage } from '../../../shared/unbuilt-area/UnbuiltAreaPage.tsx';

/** Placeholder until this area is built. */
export function HedgePage() {
  return <UnbuiltAreaPage area="hedge" icon="hedge" />;
}
