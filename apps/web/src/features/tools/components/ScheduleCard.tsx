import { SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import type { CalendarCardProps } from '../hooks/useCalendarTool.ts';
import { CONVENTIONS, type DayRow, FREQUENCIES } from '../utils/calendarCalc.ts';
import { CardProblem } from './CardProblem.tsx';
import { DayTable } from './DayTable.tsx';
import { ToolCard } from './ToolCard.tsx';

/** A schedule from a start date by a frequency, to a count or an end date, adjusted by a convention. */
export function ScheduleCard({ form, answer: dates, problem, errorOf }: CalendarCardProps<DayRow[]>) {
  const { t } = useTranslation();
  const field = form.getInputProps;
  return (
    <ToolCard h="100%" title={t('tools.calendar.scheduleTitle')}>
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
        {form.values.schedule.limit === 'count' ? (
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
        <DayTable
          rows={dates.value}
          summary={t('tools.calendar.scheduleCount', { count: dates.value.length })}
          testId="calendar-schedule"
          label={t('tools.calendar.scheduleTitle')}
          numbered
        />
      ) : (
        <CardProblem problem={problem} />
      )}
    </ToolCard>
  );
}
