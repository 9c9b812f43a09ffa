import { describe, expect, it } from 'vitest';
import { sanitizeReportHtml } from './sanitizeReportHtml.ts';

describe('sanitizeReportHtml', () => {
  it('keeps the editor’s HTML and drops what runs', () => {
    const html = sanitizeReportHtml(
      '<h2>Levels</h2><table><tbody><tr><td>1</td></tr></tbody></table><img src="/a.png" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a><svg onload="alert(1)"></svg><img src="data:image/svg+xml,x">',
    );
    expect(html).toContain('<h2>Levels</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('<img src="/a.png">');
    expect(html).not.toMatch(/onerror|script|javascript|svg|data:/);
  });
});
