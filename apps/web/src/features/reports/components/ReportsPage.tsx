import { PublicReportList } from './PublicReportList.tsx';

/** /reports: the reports a signed-in user may read, with likes. */
export function ReportsPage() {
  return <PublicReportList isSignedIn />;
}
