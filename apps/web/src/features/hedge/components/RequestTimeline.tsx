import type { RequestEvent } from '@cobertura/contracts';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format.ts';

/** A request's life, oldest first: each step's action, the state it left the request in, who and when. */
export function RequestTimeline({ events }: { events: readonly RequestEvent[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('hedge.detail.life')}
      </Title>
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="hedge-timeline">
        {events.map((event, i) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the life only grows, at its end
            key={i}
            title={t(`hedge.actions.${event.action}`, { defaultValue: event.action })}
            data-testid="hedge-timeline-event"
            data-action={event.action}
          >
            <Text size="xs" c="dimmed">
              {t('hedge.detail.eventLine', {
                state: t(`hedge.states.${event.state}`),
                who: event.user ?? t('hedge.detail.platform'),
                when: formatDateTime(event.at, lang),
              })}
            </Text>
            {event.detail && <Text size="sm">{event.detail}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
