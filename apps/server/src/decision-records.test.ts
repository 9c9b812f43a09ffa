import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The decision records in docs/decisions/ (D-001 says why they are one file each): every record has
 * its id, date, status and area, ids are unique and follow on, every link to another record finds it
 * (a "superseded by" above all), and the index lists every record under its area.
 */
const FOLDER = new URL('../../../docs/decisions/', import.meta.url);
const INDEX = 'README.md';

/** The fixed list of areas, in the index's order. */
const AREAS = [
  'platform/operations',
  'API',
  'identity/security',
  'admin',
  'finance library',
  'web/UX',
  'book',
  'programs',
  'markets',
  'analytics/valuation',
  'risk',
  'optimizer',
  'reports',
  'desk',
];

const FILE_NAME = /^(D-\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const RECORD_LINK = /\[(D-\d{3})\]\((D-\d{3}-[a-z0-9-]+\.md)\)/g;

interface DecisionRecord {
  file: string;
  id: string;
  heading: string | undefined;
  date: string | undefined;
  status: string | undefined;
  area: string | undefined;
  text: string;
}

function field(text: string, name: string): string | undefined {
  return text.match(new RegExp(`^- ${name}: (.+)$`, 'm'))?.[1];
}

function readRecords(): DecisionRecord[] {
  return readdirSync(FOLDER)
    .filter((file) => file !== INDEX)
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(file, FOLDER), 'utf8');
      return {
        file,
        id: file.match(FILE_NAME)?.[1] ?? '',
        heading: text.slice(0, text.indexOf('\n')).match(/^# (D-\d{3}): \S/)?.[1],
        date: field(text, 'Date'),
        status: field(text, 'Status'),
        area: field(text, 'Area'),
        text,
      };
    });
}

function isRealDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

describe('decision records', () => {
  const records = readRecords();
  const files = new Set(records.map((record) => record.file));
  const index = readFileSync(new URL(INDEX, FOLDER), 'utf8');

  it('are named D-NNN-short-title.md and open with their own id', () => {
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record.file).toMatch(FILE_NAME);
      expect(record.heading, record.file).toBe(record.id);
    }
  });

  it('each have a date, a status and an area of the fixed list', () => {
    for (const record of records) {
      expect(record.date && isRealDay(record.date), `${record.file}: date`).toBe(true);
      expect(record.status, `${record.file}: status`).toMatch(
        /^(accepted|superseded by \[D-\d{3}\]\(D-\d{3}-[a-z0-9-]+\.md\))$/,
      );
      expect(AREAS, `${record.file}: area`).toContain(record.area);
    }
  });

  it('have unique ids, D-001 onwards without a gap', () => {
    const ids = records.map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(ids.map((_, i) => `D-${String(i + 1).padStart(3, '0')}`));
  });

  it('link only to records that exist, under their own id', () => {
    for (const record of [...records, { file: INDEX, text: index }]) {
      for (const [link, id = '', target = ''] of record.text.matchAll(RECORD_LINK)) {
        expect(files.has(target), `${record.file}: ${link}`).toBe(true);
        expect(target.startsWith(`${id}-`), `${record.file}: ${link}`).toBe(true);
      }
    }
  });

  it('are superseded only by another record, which names them under Supersedes', () => {
    const byFile = new Map(records.map((record) => [record.file, record]));
    for (const record of records) {
      const replacement = record.status?.match(/^superseded by \[D-\d{3}\]\((.+)\)$/)?.[1];
      if (!replacement) continue;
      expect(replacement, record.file).not.toBe(record.file);
      expect(byFile.get(replacement)?.text, `${replacement} names ${record.file}`).toContain(
        `- Supersedes: [${record.id}](${record.file})`,
      );
    }
  });

  it('are each listed once in the index, under their area and with their status', () => {
    const sections = index.split(/^### /m).slice(1);
    expect(sections.map((section) => section.slice(0, section.indexOf('\n')))).toEqual(AREAS);
    const rows = new Map<string, { area: string; row: string }>();
    for (const section of sections) {
      const area = section.slice(0, section.indexOf('\n'));
      for (const row of section.split('\n').filter((line) => line.startsWith('| [D-'))) {
        const file = row.match(/^\| \[D-\d{3}\]\(([^)]+)\)/)?.[1] ?? row;
        expect(rows.has(file), `${file} listed twice`).toBe(false);
        rows.set(file, { area, row });
      }
    }
    expect([...rows.keys()].sort()).toEqual([...files].sort());
    for (const record of records) {
      const listed = rows.get(record.file);
      expect(listed?.area, `${record.file}: area in the index`).toBe(record.area);
      const dateAndStatus = ` | ${record.date} | ${record.status} |`;
      expect(listed?.row.endsWith(dateAndStatus), `${record.file}: date and status in the index`).toBe(true);
    }
  });

  it('give the next id in the index', () => {
    const next = `D-${String(records.length + 1).padStart(3, '0')}`;
    expect(index).toContain(`Take the next id, **${next}**`);
  });
});
