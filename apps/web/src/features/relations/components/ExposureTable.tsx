import type { RelationExposure, Relations } from '@cobertura/contracts';
import { ActionIcon, List, Progress, Table, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';
import { formatDate, formatMoney } from '../../../utils/format.ts';
import { coveredOf, type DraftExcess, type LinkAmounts, overOnExposure } from '../utils/relationDraft.ts';
import { ExposureLinks } from './ExposureLinks.tsx';

/**
 * Exposures with their coverage, each opening to its links. An exposure whose links the draft takes
 * beyond its amount, or whose hedges beyond their notional, is marked with what is over. Past
 * exposures (`isPast`) are realized: they show what covered them, not a gap.
 */
export function ExposureTable({
  relations,
  exposures,
  isPast,
  draft,
  excess,
  openExposures,
  onToggle,
  onChange,
  testId,
}: {
  relations: Relations;
  exposures: readonly RelationExposure[];
  isPast: boolean;
  draft: LinkAmounts;
  excess: DraftExcess;
  openExposures: ReadonlySet<string>;
  onToggle: (pk: string) => void;
  onChange: (draft: LinkAmounts) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns = isPast ? 7 : 8;

  /** The row's message: what its links cover beyond its amount, and each hedge used beyond its notional. */
  const overTexts = (exposure: RelationExposure, over: ReturnType<typeof overOnExposure>) => {
    const money = (amount: number) => formatMoney(amount, exposure.unit, lang);
    return [
      ...(over.own ? [t('relations.overCovered', { amount: money(over.own.over) })] : []),
      ...over.hedges.map((hedge) => t('relations.overUsed', { pk: hedge.pk, amount: money(hedge.over) })),
    ];
  };

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('relations.open')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('relations.exposure')}</Table.Th>
            <Table.Th>{t('relations.type')}</Table.Th>
            <Table.Th>{t('relations.date')}</Table.Th>
            <Table.Th ta="right">{t('relations.amount')}</Table.Th>
            <Table.Th ta="right">{t('relations.covered')}</Table.Th>
            {!isPast && <Table.Th ta="right">{t('relations.uncovered')}</Table.Th>}
            <Table.Th w={160}>{t('relations.coverage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exposures.map((exposure) => {
            const covered = coveredOf(draft, exposure.pk);
            const uncovered = exposure.amount - covered;
            const share = exposure.amount > 0 ? Math.min(100, (covered / exposure.amount) * 100) : 0;
            const isOpen = openExposures.has(exposure.pk);
            const over = overOnExposure(excess, draft, exposure.pk);
            const { isOver, isRefused } = over;
            const money = (amount: number) => formatMoney(amount, exposure.unit, lang);
            return (
              <Fragment key={exposure.pk}>
                <Table.Tr
                  data-testid={`relations-exposure-${exposure.pk}`}
                  data-over={isOver}
                  bg={isOver ? 'var(--mantine-color-red-light)' : undefined}
                >
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onToggle(exposure.pk)}
                      aria-expanded={isOpen}
                      aria-label={t(isOpen ? 'relations.close' : 'relations.openExposure', {
                        pk: exposure.pk,
                      })}
                      data-testid={`relations-toggle-${exposure.pk}`}
                    >
                      <Icon name={isOpen ? 'chevronUp' : 'chevronDown'} size={16} />
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{exposure.pk}</Table.Td>
                  <Table.Td>{bookValueLabel(exposure.type, t)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(exposure.date, lang)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="relations-amount">
                    {money(exposure.amount)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="relations-covered">
                    {money(covered)}
                  </Table.Td>
                  {!isPast && (
                    <Table.Td
                      ta="right"
                      fw={uncovered < 0 ? 700 : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                      data-testid="relations-uncovered"
                    >
                      {money(uncovered)}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Progress
                      value={share}
                      color={isOver ? 'red' : 'teal'}
                      aria-label={t('relations.coverageOf', { pk: exposure.pk })}
                    />
                  </Table.Td>
                </Table.Tr>
                {isOver && (
                  <Table.Tr>
                    <Table.Td colSpan={columns} p={4}>
                      <Notice
                        kind={isRefused ? 'error' : 'warning'}
                        p="xs"
                        testId={`relations-over-${exposure.pk}`}
                      >
                        <List size="sm">
                          {overTexts(exposure, over).map((text) => (
                            <List.Item key={text}>{text}</List.Item>
                          ))}
                          {!isRefused && <List.Item>{t('relations.overSaved')}</List.Item>}
                        </List>
                      </Notice>
                    </Table.Td>
                  </Table.Tr>
                )}
                {isOpen && (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>
                      <ExposureLinks
                        relations={relations}
                        exposure={exposure}
                        draft={draft}
                        excess={excess}
                        onChange={onChange}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
