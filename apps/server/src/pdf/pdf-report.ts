import * as echarts from 'echarts';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/** A table of the report: text already formatted in the reader's language. */
export interface ReportTable {
  header: string[];
  rows: string[][];
  /** Column widths as shares of the page's width (they need not add up to one). */
  widths: number[];
}

/** A one-page report as data, so that it can be written off the event loop (JOB_KINDS.writeReport). */
export interface ReportJob {
  title: string;
  /** Lines under the title: who, what, on which day, with which prices. */
  lines: string[];
  /** A warning shown in colour under the lines (simulated prices); none when empty. */
  warning: string;
  tables: { summary: ReportTable; periods: ReportTable };
  /** An ECharts option drawn on the server as SVG (no animation, no interaction). */
  chart: Record<string, unknown>;
  /** When the document says it was made: the valuation's own time, so the same record gives the same file. */
  createdAt: Date;
}

// A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28, margin: 28 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const CHART_HEIGHT = 200;
const ROW_HEIGHT = 12.5;
const INK = '#212529';
const FAINT = '#868e96';
const WARNING = '#c92a2a';

/**
 * Writes a printable one-page report: title and lines, the summary table, the chart and the period
 * table, in pdfkit's built-in Helvetica (WinAnsi: Spanish accents print, no font files needed).
 */
export async function writePdfReport(job: ReportJob): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: job.title, CreationDate: job.createdAt, ModDate: job.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text(job.title, PAGE.margin, PAGE.margin);
  doc.font('Helvetica').fontSize(9).fillColor(FAINT);
  for (const line of job.lines) doc.text(line);
  if (job.warning) doc.font('Helvetica-Bold').fillColor(WARNING).text(job.warning);

  let y = doc.y + 6;
  y = drawTable(doc, job.tables.summary, y, CONTENT_WIDTH * 0.6);
  const svg = renderChart(job.chart, CONTENT_WIDTH, CHART_HEIGHT);
  SVGtoPDF(doc, svg, PAGE.margin, y + 4, { width: CONTENT_WIDTH, height: CHART_HEIGHT, assumePt: true });
  drawTable(doc, job.tables.periods, y + CHART_HEIGHT + 10, CONTENT_WIDTH);

  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** The chart as an SVG string, drawn by ECharts without a browser. */
function renderChart(option: Record<string, unknown>, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: 'Helvetica' }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** Draws a table from `top`, the first column left-aligned and the rest right-aligned; answers its bottom. */
function drawTable(doc: PDFKit.PDFDocument, table: ReportTable, top: number, width: number): number {
  const share = table.widths.reduce((sum, w) => sum + w, 0);
  const widths = table.widths.map((w) => (w / share) * width);
  const drawRow = (cells: string[], y: number, bold: boolean) => {
    let x = PAGE.margin;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7.5)
      .fillColor(INK);
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(cell, x + 2, y + 3, { width: w - 4, align: i === 0 ? 'left' : 'right', lineBreak: false });
      x += w;
    });
    doc
      .moveTo(PAGE.margin, y + ROW_HEIGHT)
      .lineTo(PAGE.margin + width, y + ROW_HEIGHT)
      .lineWidth(bold ? 0.8 : 0.3)
      .strokeColor(bold ? INK : '#ced4da')
      .stroke();
  };
  drawRow(table.header, top, true);
  for (const [i, row] of table.rows.entries()) drawRow(row, top + (i + 1) * ROW_HEIGHT, false);
  return top + (table.rows.length + 1) * ROW_HEIGHT;
}
