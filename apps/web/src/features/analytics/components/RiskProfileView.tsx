import type { FigureUnits, RiskProfile } from '@cobertura/contracts';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../utils/format.ts';
import { amountText, percentText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';

/** Each band's colour, from the least to the most aggressive. */
const BAND_COLOR: Record<RiskProfile['band'], string> = {
  'VERY CONSERVATIVE': 'teal',
  CONSERVATIVE: 'green',
  BALANCED: 'blue',
  AGGRESSIVE: 'orange',
  'VERY AGGRESSIVE': 'red',
};

/** The risk-profile score (0 to 5), its band and the nine-label breakdown (spec 02 §4), in the asset's units. */
export function RiskProfileView({ profile, units }: { profile: RiskProfile; units: FigureUnits }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap="xs" data-testid="risk-profile">
      <Group gap="sm">
        <Text fw={600}>{t('analytics.risk.profile')}</Text>
        <Text data-testid="risk-score">{formatNumber(profile.score, lang, 2)}</Text>
        <Badge color={BAND_COLOR[profile.band]} variant="light" data-testid="risk-band">
          {t(`analytics.risk.bands.${profile.band}`)}
        </Badge>
      </Group>
      <Table fz="sm" maw={720} aria-label={t('analytics.risk.breakdown')} data-testid="risk-breakdown">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.risk.label')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>
              {t('analytics.risk.amount')}
              <ColumnUnit unit={units.quantity_unit} />
            </Table.Th>
            <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.share')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.points')}</Table.Th>
            <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.contribution')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {profile.breakdown.map((part) => (
            <Table.Tr key={part.label}>
              <Table.Th scope="row">{t(`analytics.risk.labels.${part.label}`)}</Table.Th>
              <Table.Td style={NUMERIC_CELL}>{amountText(part.amount, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{percentText(part.share, lang)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{formatNumber(part.points, lang, 2)}</Table.Td>
              <Table.Td style={NUMERIC_CELL}>{formatNumber(part.contribution, lang, 2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
