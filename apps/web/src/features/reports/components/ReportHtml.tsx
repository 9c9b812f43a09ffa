import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeReportHtml } from '../utils/sanitizeReportHtml.ts';

/** A report's body, sanitised again before it is put in the page. */
export function ReportHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeReportHtml(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above. */}
      <div data-testid="report-body" dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
