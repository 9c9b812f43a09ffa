import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format.ts';
import type { DeskException } from '../api/deskApi.ts';

const KIND_COLORS = { late: 'red', far_quote: 'orange', breach: 'grape' } as const;

/** What needs a look: late requests, quotes far from fair value, breaches; each opens its request. */
export function ExceptionsList({
  exceptions,
  onOpen,
}: {
  exceptions: readonly DeskException[];
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  if (exceptions.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="exceptions-empty">
        {t('desk.position.noExceptions')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="position-exceptions">
      {exceptions.map((exception) => (
        <Group
          key={`${exception.kind}-${exception.request_id}-${exception.at}`}
          gap="xs"
          wrap="nowrap"
          data-testid="exception"
          data-kind={exception.kind}
        >
          <Badge color={KIND_COLORS[exception.kind]} variant="light" size="sm">
            {t(`desk.exceptions.${exception.kind}`)}
          </Badge>
          <Anchor
            component="button"
            size="sm"
            fw={600}
            onClick={() => onOpen(exception.request_id)}
            data-testid="exception-link"
          >
            {exception.reference}
          </Anchor>
          <Text size="sm">{exception.company_name}</Text>
          <Text size="sm" c="dimmed">
            {exception.detail} · {formatDateTime(exception.at, i18n.language)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
