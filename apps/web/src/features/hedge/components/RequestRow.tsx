import type { HedgeRequest } from '@cobertura/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { StateBadge } from '../../../shared/hedge-requests/index.ts';
import { formatDate } from '../../../utils/format.ts';
import { filledText } from '../utils/figures.ts';
import { WindowLeft } from './WindowLeft.tsx';

/** One request of the list: its reference (which opens it), what it asks, its state and its window. */
export function RequestRow({ request, onOpen }: { request: HedgeRequest; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Table.Tr data-testid="hedge-request-row" data-id={request.id} data-state={request.state}>
      <Table.Td>
        <Anchor component="button" type="button" fw={600} onClick={onOpen} data-testid="hedge-request-open">
          {request.reference}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDate(request.created_at, lang)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{`${t(`hedge.sides.${request.side}`)} · ${request.asset}`}</Text>
        <Text size="xs" c="dimmed">
          {request.portfolio_name}
        </Text>
      </Table.Td>
      <Table.Td>{strategyLabel(request.strategy_name, t)}</Table.Td>
      <Table.Td>
        <StateBadge
          state={request.state}
          isPartial={request.filled < request.amount}
          testId="hedge-request-state"
        />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="hedge-request-filled">
        {filledText(request, lang, t)}
      </Table.Td>
      <Table.Td>
        <WindowLeft request={request} />
      </Table.Td>
    </Table.Tr>
  );
}
