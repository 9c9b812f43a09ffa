import type { RequestEvent } from '@cobertura/contracts';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format.ts';

/** A request's life, oldest first: every move, who made it (or the platform), when, and why. */
export function RequestTimeline({ events }: { events: readonly RequestEvent[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={events.length - 1} data-testid="request-timeline">
      {events.map((event, i) => (
        <Timeline.Item
          // Events have no id: their place in the life is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end.
          key={i}
          title={t(`desk.actions.${event.action}`, { defaultValue: event.action })}
          data-testid="timeline-event"
          data-action={event.action}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(event.at, lang)} · {event.user ?? t('desk.timeline.platform')} ·{' '}
            {t(`desk.states.${event.state}`)}
          </Text>
          {event.detail && <Text size="sm">{event.detail}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
