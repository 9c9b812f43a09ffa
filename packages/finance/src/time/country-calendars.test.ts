import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusinessDayConvention,
  joinCalendars,
  latestHolidayBefore,
  nextBusinessDay,
  WEEKENDS_ONLY,
} from './calendar.ts';
import { calendarOfCountry, calendarOfCurrency, calendarOfPair } from './country-calendars.ts';
import { holidayNames } from './country-holidays.ts';
import { fromEpochDay, type IsoDate, isWeekend, parseIsoDate } from './date.ts';
import { generateSchedule } from './schedule.ts';

/** The holidays of a calendar that fall on weekdays: the days that change a business-day answer. */
function weekdayHolidays(country: string, year: number): readonly string[] {
  return calendarOfCountry(country)
    .holidays(year)
    .filter((d) => !isWeekend(d));
}

/**
 * Official lists, weekday closings only.
 * Colombia: Ley 51 de 1983 ("Ley Emiliani") and Ley 37 de 1905, as published in the Colombian
 * Ministry of Labour's yearly holiday calendar (festivos) — banks and the FX market close on them.
 * From 2026, Ley 2578 of 1 June 2026 adds the Virgen de Chiquinquirá (9 July, moved to Monday by
 * Ley 51 de 1983): Monday 13 July 2026.
 */
const COLOMBIA: Record<number, string[]> = {
  2021: [
    '2021-01-01',
    '2021-01-11',
    '2021-03-22',
    '2021-04-01',
    '2021-04-02',
    '2021-05-17',
    '2021-06-07',
    '2021-06-14',
    '2021-07-05',
    '2021-07-20',
    '2021-08-16',
    '2021-10-18',
    '2021-11-01',
    '2021-11-15',
    '2021-12-08',
  ],
  2025: [
    '2025-01-01',
    '2025-01-06',
    '2025-03-24',
    '2025-04-17',
    '2025-04-18',
    '2025-05-01',
    '2025-06-02',
    '2025-06-23',
    '2025-06-30',
    '2025-08-07',
    '2025-08-18',
    '2025-10-13',
    '2025-11-03',
    '2025-11-17',
    '2025-12-08',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-12',
    '2026-03-23',
    '2026-04-02',
    '2026-04-03',
    '2026-05-01',
    '2026-05-18',
    '2026-06-08',
    '2026-06-15',
    '2026-06-29',
    '2026-07-13',
    '2026-07-20',
    '2026-08-07',
    '2026-08-17',
    '2026-10-12',
    '2026-11-02',
    '2026-11-16',
    '2026-12-08',
    '2026-12-25',
  ],
};

/**
 * United States, USD settlement: "Holidays Observed by the Federal Reserve System"
 * (federalreserve.gov/aboutthefed/k8.htm). Saturday holidays are not moved to Friday (2021-12-24,
 * 2021-06-18 and 2026-07-03 are open), Sunday holidays move to Monday (2021-07-05).
 * The national day of mourning of 2025-01-09 closed federal offices, not Fedwire: not a holiday here.
 */
const UNITED_STATES: Record<number, string[]> = {
  2021: [
    '2021-01-01',
    '2021-01-18',
    '2021-02-15',
    '2021-05-31',
    '2021-07-05',
    '2021-09-06',
    '2021-10-11',
    '2021-11-11',
    '2021-11-25',
  ],
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-10-13',
    '2025-11-11',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-05-25',
    '2026-06-19',
    '2026-09-07',
    '2026-10-12',
    '2026-11-11',
    '2026-11-26',
    '2026-12-25',
  ],
};

/**
 * Mexico: the CNBV's yearly list of days on which financial entities close ("días inhábiles",
 * published in the Diario Oficial de la Federación each December): the Ley Federal del Trabajo art. 74
 * days plus Holy Thursday, Good Friday, 2 November and 12 December. (The change of federal government,
 * art. 74 fr. VII, falls on 1 October 2024, 2030, …: none of the years below.)
 */
const MEXICO: Record<number, string[]> = {
  2021: [
    '2021-01-01',
    '2021-02-01',
    '2021-03-15',
    '2021-04-01',
    '2021-04-02',
    '2021-09-16',
    '2021-11-02',
    '2021-11-15',
  ],
  2025: [
    '2025-01-01',
    '2025-02-03',
    '2025-03-17',
    '2025-04-17',
    '2025-04-18',
    '2025-05-01',
    '2025-09-16',
    '2025-11-17',
    '2025-12-12',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-02-02',
    '2026-03-16',
    '2026-04-02',
    '2026-04-03',
    '2026-05-01',
    '2026-09-16',
    '2026-11-02',
    '2026-11-16',
    '2026-12-25',
  ],
};

/**
 * Malaysia, Kuala Lumpur (where Bank Negara Malaysia and Bursa Malaysia are): the federal list
 * gazetted by the Prime Minister's Department (Senarai Hari Kelepasan Am Persekutuan) plus Federal
 * Territory Day and Thaipusam, the replacement days of the Holidays Act 1951 s. 3 (a Sunday holiday
 * moves to the next day that is not itself a holiday; Saturdays are not replaced), the Islamic days
 * as finally declared by the Keeper of the Rulers' Seal, and the additional holidays declared during
 * the year for the whole country or the Federal Territories (Holidays Act 1951 ss. 8, 9(2)):
 * - 2021-12-03, Federal Territories, after KL City's Malaysia Cup (Federal Territories Minister, 1 Dec 2021);
 * - 2025-09-15, nationwide, for Malaysia Day (Prime Minister, 23 Jul 2025);
 * - 2026-03-20, nationwide, for Hari Raya Aidilfitri (Prime Minister, 15 Mar 2026).
 * 2026: Federal Territory Day and Thaipusam both fell on Sunday 1 Feb, replaced once, on 2 Feb
 * (Jabatan Perkhidmatan Awam, 8 Jan 2026); 1 Syawal 1447 fell on Saturday 21 Mar, the second day on
 * Sunday 22 Mar, replaced on Monday 23 Mar; Nuzul Al-Quran (7 Mar) and the first day of Hari Raya are
 * Saturdays. Wesak fell on Sunday 31 May and Monday 1 June is the Agong's birthday, so the Act gives
 * Tuesday 2 June; that replacement day is derived from s. 3, not read from a published notice.
 * Deepavali on Sunday 8 Nov is replaced on 9 Nov.
 * 2024 (Senarai Hari Kelepasan Am Persekutuan 2024, the federal gazette list of the Prime Minister's
 * Department): Chinese New Year's second day on Sunday 11 Feb replaced on 12 Feb; Nuzul Al-Quran on
 * 28 Mar; Hari Raya Haji on 17 Jun; Awal Muharram on Sunday 7 Jul replaced on 8 Jul; the Prophet's
 * Birthday on Malaysia Day, Monday 16 Sep, replaced on 17 Sep; National Day fell on a Saturday.
 */
const MALAYSIA: Record<number, string[]> = {
  2024: [
    '2024-01-01',
    '2024-01-25',
    '2024-02-01',
    '2024-02-12',
    '2024-03-28',
    '2024-04-10',
    '2024-04-11',
    '2024-05-01',
    '2024-05-22',
    '2024-06-03',
    '2024-06-17',
    '2024-07-08',
    '2024-09-16',
    '2024-09-17',
    '2024-10-31',
    '2024-12-25',
  ],
  2021: [
    '2021-01-01',
    '2021-01-28',
    '2021-02-01',
    '2021-02-12',
    '2021-04-29',
    '2021-05-13',
    '2021-05-14',
    '2021-05-26',
    '2021-06-07',
    '2021-07-20',
    '2021-08-10',
    '2021-08-31',
    '2021-09-16',
    '2021-10-19',
    '2021-11-04',
    '2021-12-03',
  ],
  2025: [
    '2025-01-01',
    '2025-01-29',
    '2025-01-30',
    '2025-02-11',
    '2025-03-18',
    '2025-03-31',
    '2025-04-01',
    '2025-05-01',
    '2025-05-12',
    '2025-06-02',
    '2025-06-27',
    '2025-09-01',
    '2025-09-05',
    '2025-09-15',
    '2025-09-16',
    '2025-10-20',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-02-02',
    '2026-02-17',
    '2026-02-18',
    '2026-03-20',
    '2026-03-23',
    '2026-05-01',
    '2026-05-27',
    '2026-06-01',
    '2026-06-02',
    '2026-06-17',
    '2026-08-25',
    '2026-08-31',
    '2026-09-16',
    '2026-11-09',
    '2026-12-25',
  ],
};

/**
 * United Kingdom, where sterling settles: the bank holidays of England and Wales as published at
 * gov.uk/bank-holidays (Banking and Financial Dealings Act 1971, Schedule 1), including the summer
 * bank holiday (last Monday of August) that Scotland does not share; Boxing Day on Saturday
 * 26 Dec 2026 is substituted on Monday 28 Dec.
 */
const UNITED_KINGDOM: Record<number, string[]> = {
  2024: [
    '2024-01-01',
    '2024-03-29',
    '2024-04-01',
    '2024-05-06',
    '2024-05-27',
    '2024-08-26',
    '2024-12-25',
    '2024-12-26',
  ],
  2025: [
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
  ],
};

describe.each([
  ['COL', COLOMBIA],
  ['GBR', UNITED_KINGDOM],
  ['USA', UNITED_STATES],
  ['MEX', MEXICO],
  ['MYS', MALAYSIA],
])('official holidays of %s', (country, lists) => {
  it.each(Object.keys(lists).map(Number))('matches the official list for %i', (year) => {
    expect(weekdayHolidays(country, year)).toEqual(lists[year]);
  });
});

describe('country, currency and pair calendars', () => {
  const d = parseIsoDate;

  it('accepts alpha-2 and alpha-3 codes and rejects unknown ones', () => {
    expect(calendarOfCountry('co')).toBe(calendarOfCountry('COL'));
    expect(calendarOfCountry('GBR').isBusinessDay(d('2025-12-26'))).toBe(false);
    expect(() => calendarOfCountry('XYZ')).toThrow(expect.objectContaining({ code: 'UNKNOWN_CALENDAR' }));
    expect(() => calendarOfCurrency('XAU')).toThrow(expect.objectContaining({ code: 'UNKNOWN_CALENDAR' }));
  });

  it('maps currencies to their settlement calendars', () => {
    expect(calendarOfCurrency('USD').id).toBe('USA');
    expect(calendarOfCurrency('cop').id).toBe('COL');
    expect(calendarOfCurrency('EUR').id).toBe('TARGET');
    expect(calendarOfCurrency('BRL').isBusinessDay(d('2025-04-21'))).toBe(false); // Tiradentes
  });

  it("joins both currencies' countries for a pair", () => {
    const usdcop = calendarOfPair('USDCOP');
    expect(usdcop.id).toBe('COL+USA');
    // 2025-01-06 Reyes (COL only) and 2025-01-20 MLK (USA only) are both closed.
    expect(usdcop.isBusinessDay(d('2025-01-06'))).toBe(false);
    expect(usdcop.isBusinessDay(d('2025-01-20'))).toBe(false);
    expect(nextBusinessDay(usdcop, d('2025-01-03'))).toBe('2025-01-07');
    expect(calendarOfPair('EUR/USD').id).toBe('TARGET+USA');
    expect(() => calendarOfPair('USD')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('closes Mexico on the change of federal government, 1 October from 2024 (LFT art. 74 fr. VII)', () => {
    expect(calendarOfCountry('MEX').isBusinessDay(d('2024-10-01'))).toBe(false);
    expect(calendarOfCountry('MEX').isBusinessDay(d('2030-10-01'))).toBe(false);
    expect(calendarOfCountry('MEX').holidays(2030)).not.toContain('2030-12-01');
  });

  it('property: schedules adjusted with a country or pair calendar land on its business days', () => {
    const calendars = [
      ...['COL', 'USA', 'MEX', 'MYS'].map(calendarOfCountry),
      ...['USDCOP', 'USDMXN', 'USDMYR', 'EURUSD', 'MXNCOP'].map(calendarOfPair),
    ];
    const conventions: BusinessDayConvention[] = [
      'FOLLOWING',
      'MODIFIED_FOLLOWING',
      'PRECEDING',
      'MODIFIED_PRECEDING',
    ];
    fc.assert(
      fc.property(
        // 2019-03-15 to 2030-03-27: across the years checked above.
        fc.integer({ min: 17_970, max: 22_000 }).map(fromEpochDay),
        fc.constantFrom('D', 'W', '2W', 'M', 'Q', 'S', 'Y'),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(...calendars),
        fc.constantFrom(...conventions),
        (start, frequency, count, calendar, convention) => {
          const dates = generateSchedule({ start, frequency, count, calendar, convention });
          for (const [i, date] of dates.entries()) {
            expect(calendar.isBusinessDay(date)).toBe(true);
            expect(isWeekend(date)).toBe(false);
            expect(calendar.holidays(Number(date.slice(0, 4)))).not.toContain(date);
            if (i > 0) expect(date > dates[i - 1]!).toBe(true);
          }
        },
      ),
    );
  });

  it('covers any year', () => {
    const holidays: readonly IsoDate[] = calendarOfCountry('USA').holidays(2080);
    expect(holidays).toContain('2080-07-04');
  });
});

describe('holidayNames', () => {
  it('names the holidays in the language asked for where the rules have it', () => {
    const english = holidayNames(['COL'], 2021, 'en');
    const spanish = holidayNames(['COL'], 2021, 'es');
    expect([...english.keys()].sort()).toEqual([...new Set(calendarOfCountry('COL').holidays(2021))].sort());
    expect(spanish.get('2021-01-11' as IsoDate)).toBe('Día de los Reyes Magos');
    expect(english.get('2021-01-11' as IsoDate)).toBe('Epiphany');
  });

  it("keeps a correction's published name, joins two countries and gives TARGET2 none", () => {
    expect(holidayNames(['MEX'], 2024, 'es').get('2024-10-01' as IsoDate)).toBe(
      'Transmisión del Poder Ejecutivo Federal',
    );
    const pair = holidayNames(['COL', 'USA'], 2021, 'en');
    expect(pair.get('2021-12-25' as IsoDate)).toBe('Christmas Day');
    expect(pair.get('2021-07-05' as IsoDate)).toMatch(/Independence Day/);
    expect(holidayNames(['TARGET'], 2021, 'en').size).toBe(0);
  });
});

describe('latestHolidayBefore', () => {
  // Colombia, the United States and Mexico together: the calendar a report's date search reads.
  const americas = joinCalendars(['COL', 'USA', 'MEX'].map((country) => calendarOfCountry(country)));
  const latest = (date: string) => latestHolidayBefore(americas, date as IsoDate);

  it('finds the last weekday holiday of any of the three, whose next business day has come', () => {
    // US Thanksgiving 2026 (Thursday 26 November); before it, Colombia's and Mexico's Monday 16 November.
    expect(latest('2026-11-27')).toBe('2026-11-26');
    expect(latest('2026-11-28')).toBe('2026-11-26');
    expect(latest('2026-11-26')).toBe('2026-11-16');
    expect(latest('2026-01-02')).toBe('2026-01-01');
  });

  it('skips a holiday whose next business day is still to come, and weekends', () => {
    // On Saturday 26 December 2026, Christmas (Friday) lands on Monday 28th, still to come:
    // Colombia's 8 December is the latest whose search has its day.
    expect(latest('2026-12-26')).toBe('2026-12-08');
    // On a holiday, the one before it: US Veterans Day, 11 November.
    expect(latest('2026-11-16')).toBe('2026-11-11');
    expect(latestHolidayBefore(WEEKENDS_ONLY, '2026-11-27' as IsoDate, 30)).toBeUndefined();
  });
});
