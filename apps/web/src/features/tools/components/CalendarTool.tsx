import { toAlpha2 } from '@cobertura/finance/time';
import {
  Badge,
  Card,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate, formatInteger, formatWeekday } from '../../../utils/format.ts';
import type { Attempt } from '../utils/attempt.ts';
import {
  businessDayAround,
  CALENDAR_ARGUMENTS,
  CALENDAR_COUNTRIES,
  CALENDAR_CURRENCIES,
  type CalendarChoice,
  CONVENTIONS,
  type DayRow,
  FREQUENCIES,
  holidaysOfYear,
  type ScheduleForm,
  scheduleOf,
} from '../utils/calendarCalc.ts';
import { type LibraryProblem, libraryProblem } from '../utils/libraryErrorText.ts';
import { LibraryError } from './LibraryError.tsx';
import { ResultRow } from './ResultRow.tsx';

/** 'COL · Colombia' in the page's language (Intl region names are keyed by ISO alpha-2). */
function countryName(code: string, names: Intl.DisplayNames | null, targetLabel: string): string {
  if (code === 'TARGET') return targetLabel;
  return names ? `${code} · ${names.of(toAlpha2(code)) ?? code}` : code;
}

function DayTable({
  rows,
  testId,
  label,
  numbered,
  unnamed,
}: {
  rows: readonly DayRow[];
  testId: string;
  /** Names the scrolling region, which takes keyboard focus so that it scrolls with the arrow keys. */
  label: string;
  numbered?: boolean;
  /** With a name column: what a row without a name shows. */
  unnamed?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion minWidth={320} maxHeight={420} label={label}>
      <Table striped stickyHeader verticalSpacing={4} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {numbered && <Table.Th w={48}>#</Table.Th>}
            <Table.Th>{t('tools.calendar.date')}</Table.Th>
            <Table.Th>{t('tools.calendar.weekday')}</Table.Th>
            {unnamed !== undefined && <Table.Th>{t('tools.calendar.holidayName')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={row.date} c={row.weekday >= 6 ? 'dimmed' : undefined}>
              {numbered && <Table.Td>{formatInteger(i + 1, i18n.language)}</Table.Td>}
              <Table.Td>{formatDate(row.date, i18n.language)}</Table.Td>
              <Table.Td>{formatWeekday(row.date, i18n.language)}</Table.Td>
              {unnamed !== undefined && <Table.Td>{row.name ?? unnamed}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Holidays of a country or currency pair, the business days around a date, and adjusted schedules. */
export function CalendarTool({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const form = useForm<{
    kind: CalendarChoice['kind'];
    country: string;
    base: string;
    quote: string;
    year: string | number;
    date: string;
    schedule: ScheduleForm;
  }>({
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
  const field = form.getInputProps;
  const { kind, country, base, quote, year, date, schedule } = form.values;

  const choice: CalendarChoice = kind === 'country' ? { kind, country } : { kind, base, quote };
  const regionNames =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([lang], { type: 'region' }) : null;
  const holidays = holidaysOfYear(choice, String(year), lang);
  const around = businessDayAround(choice, date);
  const dates = scheduleOf(choice, schedule);
  // Each card shows its problem under the field it names, or as a notice when it names none.
  const problemOf = (outcome: Attempt<unknown>): LibraryProblem | null =>
    outcome.ok ? null : libraryProblem(outcome.error, CALENDAR_ARGUMENTS, t, lang);
  const [holidaysProblem, aroundProblem, datesProblem] = [holidays, around, dates].map(problemOf);
  const errorOf = (name: string) =>
    [holidaysProblem, aroundProblem, datesProblem].find((p) => p?.field === name)?.text;
  const notice = (problem: LibraryProblem | null | undefined) =>
    problem && problem.field === undefined ? <LibraryError text={problem.text} /> : null;
  const countryData = CALENDAR_COUNTRIES.map((c) => ({
    value: c,
    label: countryName(c, regionNames, t('tools.calendar.target')),
  }));
  const currencyData = CALENDAR_CURRENCIES.map((c) => ({ value: c, label: c }));

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          <SegmentedControl
            {...field('kind')}
            data={[
              { value: 'country', label: t('tools.calendar.country') },
              { value: 'pair', label: t('tools.calendar.pair') },
            ]}
            data-testid="calendar-kind"
          />
          {kind === 'country' ? (
            <Select
              label={t('tools.calendar.country')}
              data={countryData}
              {...field('country')}
              searchable
              allowDeselect={false}
              w={280}
              data-testid="calendar-country"
            />
          ) : (
            (['base', 'quote'] as const).map((name) => (
              <Select
                key={name}
                label={t(`tools.calendar.${name}`)}
                data={currencyData}
                {...field(name)}
                searchable
                allowDeselect={false}
                w={120}
              />
            ))
          )}
          <Text size="sm" c="dimmed" pb={8}>
            {t('tools.calendar.weekendNote')}
          </Text>
        </Group>
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <Card withBorder radius="lg" padding="lg" h="100%">
            <Title order={2} fz="h4" mb="sm">
              {t('tools.calendar.holidaysTitle')}
            </Title>
            <NumberInput
              label={t('tools.calendar.year')}
              {...field('year')}
              min={1}
              max={9999}
              allowDecimal={false}
              w={140}
              mb="sm"
              data-testid="calendar-year"
              error={errorOf('year')}
            />
            {holidays.ok ? (
              <>
                <Text size="xs" c="dimmed" mb="xs">
                  {t('tools.calendar.holidayCount', { count: holidays.value.length })}
                </Text>
                <DayTable
                  rows={holidays.value}
                  testId="calendar-holidays"
                  unnamed={t('tools.calendar.targetHoliday')}
                  label={t('tools.calendar.holidaysTitle')}
                />
              </>
            ) : (
              notice(holidaysProblem)
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 3 }}>
          <Card withBorder radius="lg" padding="lg" h="100%">
            <Title order={2} fz="h4" mb="sm">
              {t('tools.calendar.nextTitle')}
            </Title>
            <TextInput
              type="date"
              label={t('tools.calendar.fromDate')}
              {...field('date')}
              error={errorOf('date')}
              mb="md"
              data-testid="calendar-date"
            />
            {around.ok ? (
              <Stack gap="xs">
                <Group gap="xs">
                  <Badge
                    color={around.value.isBusinessDay ? 'teal' : 'orange'}
                    variant="light"
                    data-testid="calendar-is-business"
                  >
                    {around.value.isBusinessDay
                      ? t('tools.calendar.isBusinessDay')
                      : around.value.isHoliday
                        ? t('tools.calendar.isHoliday')
                        : t('tools.calendar.isWeekend')}
                  </Badge>
                  <Text size="sm">{formatWeekday(around.value.date.date, lang)}</Text>
                </Group>
                <ResultRow
                  label={t('tools.calendar.next')}
                  value={`${formatDate(around.value.next.date, lang)} · ${formatWeekday(around.value.next.date, lang)}`}
                  testId="calendar-next"
                />
                <ResultRow
                  label={t('tools.calendar.previous')}
                  value={`${formatDate(around.value.previous.date, lang)} · ${formatWeekday(around.value.previous.date, lang)}`}
                  testId="calendar-previous"
                />
              </Stack>
            ) : (
              notice(aroundProblem)
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <Card withBorder radius="lg" padding="lg" h="100%">
            <Title order={2} fz="h4" mb="sm">
              {t('tools.calendar.scheduleTitle')}
            </Title>
            <SimpleGrid cols={2} spacing="sm" mb="sm">
              <TextInput
                type="date"
                label={t('tools.calendar.start')}
                {...field('schedule.start')}
                error={errorOf('schedule.start')}
              />
              <Select
                label={t('tools.calendar.frequency')}
                data={FREQUENCIES.map((f) => ({ value: f, label: t(`tools.calendar.frequencies.${f}`) }))}
                {...field('schedule.frequency')}
                allowDeselect={false}
                data-testid="calendar-frequency"
              />
              <SegmentedControl
                {...field('schedule.limit')}
                data={[
                  { value: 'count', label: t('tools.calendar.byCount') },
                  { value: 'end', label: t('tools.calendar.byEnd') },
                ]}
                style={{ alignSelf: 'flex-end' }}
              />
              {schedule.limit === 'count' ? (
                <DecimalInput
                  label={t('tools.calendar.count')}
                  testId="calendar-count"
                  {...field('schedule.count')}
                  error={errorOf('schedule.count')}
                />
              ) : (
                <TextInput
                  type="date"
                  label={t('tools.calendar.end')}
                  {...field('schedule.end')}
                  error={errorOf('schedule.end')}
                  data-testid="calendar-end"
                />
              )}
              <Select
                label={t('tools.calendar.convention')}
                data={CONVENTIONS.map((c) => ({ value: c, label: t(`tools.calendar.conventions.${c}`) }))}
                {...field('schedule.convention')}
                allowDeselect={false}
              />
            </SimpleGrid>
            {dates.ok ? (
              <>
                <Text size="xs" c="dimmed" mb="xs">
                  {t('tools.calendar.scheduleCount', { count: dates.value.length })}
                </Text>
                <DayTable
                  rows={dates.value}
                  testId="calendar-schedule"
                  label={t('tools.calendar.scheduleTitle')}
                  numbered
                />
              </>
            ) : (
              notice(datesProblem)
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
