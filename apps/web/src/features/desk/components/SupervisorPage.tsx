import { UnbuiltAreaPage } from '../../../shared/unbuilt-area/UnbuiltAreaPage.tsx';

/** Placeholder until this area is built. */
export function SupervisorPage() {
  return <UnbuiltAreaPage area="supervisor" icon="supervisor" />;
}
