/** Dates, day counts, business-day calendars, schedules, tenors, period buckets, the market clock. */
export {
  type Bucket,
  bucketCount,
  bucketOf,
  groupByBucket,
  INTERVAL_PERIOD,
  isoWeek,
  PERIODS,
  type Period,
  parsePeriod,
} from './buckets.ts';
export {
  addBusinessDays,
  adjustDate,
  type BusinessCalendar,
  type BusinessDayConvention,
  businessDaysBetween,
  businessDaysOfYear,
  createCalendar,
  easterSunday,
  joinCalendars,
  latestHolidayBefore,
  nextBusinessDay,
  previousBusinessDay,
  TARGET_CALENDAR,
  WEEKENDS_ONLY,
} from './calendar.ts';
export { calendarOfCountry, calendarOfCurrency, calendarOfPair } from './country-calendars.ts';
export { CURRENCY_CALENDAR, calendarIdOfCurrency, TARGET, toAlpha2, toAlpha3 } from './country-codes.ts';
export { holidayNames } from './country-holidays.ts';
export {
  addDays,
  addMonths,
  addYears,
  compareDates,
  dateParts,
  daysBetween,
  daysInMonth,
  endOfMonth,
  type IsoDate,
  type IsoWeekday,
  isEndOfMonth,
  isIsoDate,
  isLeapYear,
  isoDate,
  isWeekend,
  maxDate,
  minDate,
  parseIsoDate,
  startOfMonth,
  utcDateOfInstant,
  weekday,
} from './date.ts';
export {
  DAY_COUNT_SPELLINGS,
  type DayCount,
  type DayCountKey,
  dayCountOf,
  dayCounts,
  daysToYears,
  yearsBetween,
} from './day-count.ts';
export {
  acceptsNextDayBar,
  type ChicagoTime,
  chicagoTime,
  latestAcceptedBarDate,
  MARKET_TIME_ZONE,
  NEXT_DAY_BAR_HOUR,
} from './market-clock.ts';
export {
  type Frequency,
  generateSchedule,
  MAX_SCHEDULE_DATES,
  parseFrequency,
  type ScheduleOptions,
} from './schedule.ts';
export { TENORS, type Tenor, tenorDate } from './tenor.ts';
export { TRADING_DAYS, TRADING_DAYS_PER_YEAR, type TradingPeriod, tradingDaysIn } from './trading-days.ts';
