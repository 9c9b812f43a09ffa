import { ReportForm } from './ReportForm.tsx';
import { StaffOnly } from './StaffOnly.tsx';

/** /CreateReport: a new report. */
export function CreateReportPage() {
  return (
    <StaffOnly>
      <ReportForm />
    </StaffOnly>
  );
}
