/**
 * Country holidays from the date-holidays rules, reduced to the days that close markets.
 *
 * Which holidays count:
 * - date-holidays types `public` (a legal day off) and `bank` (banks closed) close the market;
 *   `optional`, `school` and `observance` do not.
 * - Only whole days count: a holiday that starts in the afternoon (e.g. 'easter -2 14:00') does not.
 * - A holiday lasting several days counts on each of its days.
 * - Country level only, except where a market follows a region ({@link MARKET_REGION}).
 * - USA follows the Federal Reserve's holiday schedule, the calendar of USD settlement (Fedwire):
 *   the federal holidays, a Sunday holiday observed on the Monday, but a Saturday holiday NOT moved
 *   to the Friday ("For holidays falling on Saturday, Federal Reserve Banks and Branches will be open
 *   the preceding Friday", federalreserve.gov/aboutthefed/k8.htm). So Saturday-to-Friday substitutes
 *   are dropped for USA.
 * - {@link HOLIDAY_CORRECTIONS} adds or removes the days where the official lists differ from the
 *   rules (each entry names its source).
 */

import Holidays from 'date-holidays';
import { ensure } from '../check.ts';
import { TARGET, toAlpha2, toAlpha3 } from './country-codes.ts';
import { addDays, type IsoDate, weekday } from './date.ts';

/** The date-holidays types that close a market. */
export const CLOSING_HOLIDAY_TYPES: readonly string[] = ['public', 'bank'];

/**
 * Countries whose market calendar is a region's: Malaysia's (MYR, Bursa Malaysia) is Kuala Lumpur's;
 * sterling settles in London, on England and Wales bank holidays (the national rules drop the
 * summer bank holiday, which Scotland does not share).
 */
export const MARKET_REGION: Readonly<Record<string, string>> = { MYS: '14', GBR: 'ENG' };

/** Official corrections to the rules: dates to add (with a name) or remove, per ISO alpha-3 country. */
export interface HolidayCorrection {
  readonly add?: Readonly<Record<string, string>>;
  readonly remove?: readonly string[];
  readonly source: string;
}

/**
 * Mexico's change of federal government: LFT art. 74 fr. VII makes it a mandatory rest day, and the
 * CNBV closes banks on it. Since the 2014 constitutional reform (art. 83) the term starts on
 * 1 October, from 2024 on (1 October 2024 was a bank holiday); the rules still say 1 December.
 */
const MEXICO_TRANSFER_YEARS: readonly number[] = Array.from(
  { length: Math.floor((9999 - 2024) / 6) + 1 },
  (_, i) => 2024 + 6 * i,
);

/** Corrections where the official lists (see time/README.md) differ from the date-holidays rules. */
export const HOLIDAY_CORRECTIONS: Readonly<Record<string, readonly HolidayCorrection[]>> = {
  MEX: [
    {
      add: Object.fromEntries(
        MEXICO_TRANSFER_YEARS.map((y) => [`${y}-10-01`, 'Transmisión del Poder Ejecutivo Federal']),
      ),
      remove: MEXICO_TRANSFER_YEARS.map((y) => `${y}-12-01`),
      source:
        'Ley Federal del Trabajo art. 74 fr. VII; Constitución art. 83 (reform DOF 10-02-2014): 1 October from 2024',
    },
  ],
  MYS: [
    // Islamic holidays: the rules compute them from a tabular calendar, Malaysia fixes them by the
    // Keeper of the Rulers' Seal's announcement, often a day later.
    {
      add: { '2021-08-10': 'Awal Muharram', '2021-10-19': 'Maulidur Rasul' },
      remove: ['2021-08-09', '2021-10-18'],
      source:
        'Senarai Hari Kelepasan Am Persekutuan 2021, Bahagian Kabinet, Perlembagaan dan Perhubungan Antara Kerajaan (JPM)',
    },
    {
      add: { '2021-12-03': 'Hari Kelepasan Am Tambahan (Piala Malaysia)' },
      source:
        'additional holiday for the Federal Territories under Holidays Act 1951 s. 9(2), Federal Territories Minister, 1 Dec 2021',
    },
    {
      add: {
        '2025-03-18': 'Hari Nuzul Al-Quran',
        '2025-04-01': 'Hari Raya Aidilfitri (second day)',
        '2025-06-07': 'Hari Raya Haji',
        '2025-06-27': 'Awal Muharram',
        '2025-09-05': 'Maulidur Rasul',
      },
      remove: ['2025-03-17', '2025-03-30', '2025-06-06', '2025-06-26', '2025-09-04'],
      source:
        "Senarai Hari Kelepasan Am Persekutuan 2025 (JPM); 1 Syawal 1446 declared 31 Mar 2025 by the Keeper of the Rulers' Seal",
    },
    {
      add: {
        '2024-03-28': 'Hari Nuzul Al-Quran',
        '2024-06-17': 'Hari Raya Haji',
        '2024-07-08': 'Cuti Awal Muharram',
        '2024-09-16': 'Maulidur Rasul',
        '2024-09-17': 'Cuti Maulidur Rasul',
      },
      remove: ['2024-03-27', '2024-06-16', '2024-09-15'],
      source:
        'Senarai Hari Kelepasan Am Persekutuan 2024 (JPM); Holidays Act 1951 s. 3: Awal Muharram on Sunday 7 Jul, ' +
        "and the Prophet's Birthday on Malaysia Day (Monday 16 Sep), each replaced on the next working day",
    },
    {
      add: { '2025-09-15': 'Hari Kelepasan Am Tambahan (Hari Malaysia)' },
      source:
        'additional public holiday under Holidays Act 1951 s. 8, announced by the Prime Minister on 23 Jul 2025',
    },
    {
      add: { '2026-02-02': 'Cuti Hari Wilayah Persekutuan / Hari Thaipusam' },
      source:
        'Holidays Act 1951 s. 3 (Sunday holiday → next day); one replacement day for the two holidays of Sunday 1 Feb 2026, ' +
        'Jabatan Perkhidmatan Awam statement of 8 Jan 2026 (Tuesday 3 Feb was only an Employment Act day for private employers choosing Thaipusam)',
    },
    {
      add: { '2026-03-20': 'Hari Kelepasan Am Tambahan (Hari Raya Aidilfitri)' },
      source:
        'additional public holiday under Holidays Act 1951 s. 8 announced by the Prime Minister on 15 Mar 2026, for 1 Syawal on Saturday 21 Mar',
    },
    {
      add: { '2026-03-23': 'Cuti Hari Raya Aidilfitri' },
      source: 'Holidays Act 1951 s. 3: the second day of Hari Raya Aidilfitri fell on Sunday 22 Mar 2026',
    },
    {
      // Derived from the Act (Monday 1 June is itself a holiday, so the replacement is Tuesday, as in
      // 2022 when Labour Day on a Sunday was replaced on 4 May after the two days of Hari Raya); not
      // checked against a published replacement-day notice.
      add: { '2026-06-02': 'Cuti Hari Wesak' },
      source:
        "Holidays Act 1951 s. 3: Wesak on Sunday 31 May 2026, the following day being the Agong's birthday",
    },
  ],
};

const sources = new Map<string, Holidays>();
let supported: Record<string, string> | undefined;

function sourceOf(alpha3: string): Holidays {
  let source = sources.get(alpha3);
  if (!source) {
    const alpha2 = toAlpha2(alpha3);
    supported ??= new Holidays().getCountries();
    ensure(
      supported?.[alpha2] !== undefined,
      () => `no holiday rules for country '${alpha3}'`,
      'UNKNOWN_CALENDAR',
    );
    const region = MARKET_REGION[alpha3];
    source = region ? new Holidays(alpha2, region) : new Holidays(alpha2);
    sources.set(alpha3, source);
  }
  return source;
}

const DAY_MS = 86_400_000;

/** One market-closing holiday: its day and its name. */
interface NamedHoliday {
  readonly date: IsoDate;
  readonly name: string;
}

/**
 * The market-closing holidays of a country falling in a year (unsorted, may repeat), weekend days
 * included, named in `language` where the rules have that language (else the country's own).
 */
function closingHolidays(alpha3: string, year: number, language?: string): NamedHoliday[] {
  const out: NamedHoliday[] = [];
  const source = sourceOf(alpha3);
  const inYear = (day: string) => day.startsWith(String(year).padStart(4, '0'));
  // A substitute day can fall in the neighbouring year (New Year on a Saturday observed on 31 December).
  const entries = [year - 1, year, year + 1].flatMap((y) =>
    y >= 1 && y <= 9999 ? source.getHolidays(y, language) : [],
  );
  for (const h of entries) {
    if (!CLOSING_HOLIDAY_TYPES.includes(h.type)) continue;
    if (h.date.slice(11, 19) !== '00:00:00') continue;
    const first = h.date.slice(0, 10) as IsoDate;
    if (alpha3 === 'USA' && h.substitute && weekday(first) === 5) continue;
    const days = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY_MS));
    for (let i = 0; i < days; i++) {
      const day = addDays(first, i);
      if (inYear(day)) out.push({ date: day, name: h.name });
    }
  }
  for (const correction of HOLIDAY_CORRECTIONS[alpha3] ?? []) {
    const removed = new Set(correction.remove ?? []);
    for (let i = out.length - 1; i >= 0; i--) if (removed.has(out[i]!.date)) out.splice(i, 1);
    for (const [date, name] of Object.entries(correction.add ?? {})) {
      if (inYear(date)) out.push({ date: date as IsoDate, name });
    }
  }
  return out;
}

/**
 * The market-closing holidays of a country falling in a year (unsorted, may repeat), weekend days included.
 * @param country ISO alpha-3 or alpha-2. @param year 1 to 9999.
 * @throws FinanceError UNKNOWN_CALENDAR for an unknown country or one without holiday rules.
 */
export function countryHolidays(country: string, year: number): IsoDate[] {
  return closingHolidays(toAlpha3(country), year).map((holiday) => holiday.date);
}

/**
 * The names of the market-closing holidays of one or more countries in a year, by day: in `language`
 * (ISO 639-1) where the rules have it, else in each country's own language; official corrections
 * keep the name they were published with. A day named twice joins the names with " / ". TARGET2's
 * days have no rules here and so no names.
 * @throws as {@link countryHolidays}.
 */
export function holidayNames(
  countries: readonly string[],
  year: number,
  language: string,
): Map<IsoDate, string> {
  const names = new Map<IsoDate, string>();
  for (const country of countries) {
    if (country.trim().toUpperCase() === TARGET) continue;
    for (const { date, name } of closingHolidays(toAlpha3(country), year, language)) {
      const known = names.get(date);
      if (known === undefined) names.set(date, name);
      else if (!known.split(' / ').includes(name)) names.set(date, `${known} / ${name}`);
    }
  }
  return names;
}
