import { PublicReportList } from './PublicReportList.tsx';

/** /blog: the public reports, for anyone. */
export function BlogPage() {
  return <PublicReportList isSignedIn={false} />;
}
