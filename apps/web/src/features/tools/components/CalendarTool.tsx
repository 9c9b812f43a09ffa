import { Grid, Stack } from '@mantine/core';
import { useCalendarTool } from '../hooks/useCalendarTool.ts';
import { BusinessDayCard } from './BusinessDayCard.tsx';
import { CalendarChoiceCard } from './CalendarChoiceCard.tsx';
import { HolidaysCard } from './HolidaysCard.tsx';
import { ScheduleCard } from './ScheduleCard.tsx';

/** Holidays of a country or currency pair, the business days around a date, and adjusted schedules. */
export function CalendarTool({ today }: { today: string }) {
  const { form, holidays, around, dates, problems, errorOf } = useCalendarTool(today);
  return (
    <Stack gap="lg">
      <CalendarChoiceCard form={form} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <HolidaysCard form={form} answer={holidays} problem={problems.holidays} errorOf={errorOf} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 3 }}>
          <BusinessDayCard form={form} answer={around} problem={problems.around} errorOf={errorOf} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <ScheduleCard form={form} answer={dates} problem={problems.dates} errorOf={errorOf} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
