import type { RequestEvent } from '@cobertura/contracts';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../utils/format.ts';

/**
 * A hedge request's life, oldest first — each step's action, the state it left the request in, who
 * took it (or the platform) and when — as the treasurer and the desk both read it. `testId` names the
 * timeline; each step is `<testId>-event`.
 */
export function RequestTimeline({ events, testId }: { events: readonly RequestEvent[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid={testId}>
      {events.map((event, i) => (
        <Timeline.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: the life only grows, at its end
          key={i}
          title={t(`requests.actions.${event.action}`, { defaultValue: event.action })}
          data-testid={`${testId}-event`}
          data-action={event.action}
        >
          <Text size="xs" c="dimmed">
            {t('requests.eventLine', {
              state: t(`requests.states.${event.state}`),
              who: event.user ?? t('requests.platform'),
              when: formatDateTime(event.at, lang),
            })}
          </Text>
          {event.detail && <Text size="sm">{event.detail}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
