import { type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '../utils/attempt.ts';
import {
  businessDayAround,
  CALENDAR_ARGUMENTS,
  type CalendarChoice,
  holidaysOfYear,
  type ScheduleForm,
  scheduleOf,
} from '../utils/calendarCalc.ts';
import { type LibraryProblem, libraryProblem } from '../utils/libraryErrorText.ts';

/** The calendar tool's fields as typed. */
export interface CalendarForm {
  kind: CalendarChoice['kind'];
  country: string;
  base: string;
  quote: string;
  year: string | number;
  date: string;
  schedule: ScheduleForm;
}

/** What each answer card is given: the form, its answer, the answer's problem and the fields' errors. */
export interface CalendarCardProps<Answer> {
  form: UseFormReturnType<CalendarForm>;
  answer: Attempt<Answer>;
  problem: LibraryProblem | null;
  errorOf: (field: string) => string | undefined;
}

/**
 * The calendar tool's form and its three answers, worked out on every keystroke: the year's
 * holidays, the business days around a date, and the adjusted schedule. Each answer's problem goes
 * under the field it names (`errorOf`), or stands as a notice in its card when it names none.
 */
export function useCalendarTool(today: string) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const form = useForm<CalendarForm>({
    mode: 'controlled',
    initialValues: {
      kind: 'country',
      country: 'COL',
      base: 'USD',
      quote: 'COP',
      year: Number(today.slice(0, 4)),
      date: today,
      schedule: {
        start: today,
        frequency: 'M',
        limit: 'count',
        count: '12',
        end: '',
        convention: 'FOLLOWING',
      },
    },
  });
  const { kind, country, base, quote, year, date, schedule } = form.values;
  const choice: CalendarChoice = kind === 'country' ? { kind, country } : { kind, base, quote };
  const holidays = holidaysOfYear(choice, String(year), lang);
  const around = businessDayAround(choice, date);
  const dates = scheduleOf(choice, schedule);
  const problemOf = (outcome: Attempt<unknown>): LibraryProblem | null =>
    outcome.ok ? null : libraryProblem(outcome.error, CALENDAR_ARGUMENTS, t, lang);
  const problems = { holidays: problemOf(holidays), around: problemOf(around), dates: problemOf(dates) };
  const errorOf = (name: string) => Object.values(problems).find((p) => p?.field === name)?.text;
  return { form, holidays, around, dates, problems, errorOf };
}
