import { UnbuiltAreaPage } from '../../../shared/unbuilt-area/UnbuiltAreaPage.tsx';

/** Placeholder until this area is built. */
export function MultiAssetPage() {
  return <UnbuiltAreaPage area="multiAsset" icon="multiAsset" />;
}
