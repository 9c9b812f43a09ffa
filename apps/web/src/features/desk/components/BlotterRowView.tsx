import type { BlotterRow } from '@cobertura/contracts';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { StateBadge } from '../../../shared/hedge-requests/index.ts';
import { amountText, bpsText, MISSING, rateText, rateUnitText, rateWithUnit } from '../utils/figures.ts';
import classes from './Blotter.module.css';
import { SimulatedLabel } from './SimulatedLabel.tsx';
import { TimeLeft } from './TimeLeft.tsx';

const cell = classes.cell;
const figure = `${classes.cell} ${classes.figure}`;
const line = classes.line;
const minorLine = `${classes.line} ${classes.minor}`;
const badgeLine = `${classes.line} ${classes.withBadge}`;

/** A rate with its quotation, the unit smaller; a missing rate shows no unit. */
function RateFigure({ value, unit, lang }: { value: number | null; unit: string | null; lang: string }) {
  const text = rateText(value, lang);
  return (
    <>
      {text}
      {text !== MISSING && unit && <span className={classes.unit}>{unit}</span>}
    </>
  );
}

/**
 * One request on the blotter, in cells of two lines. Memoised: a row is drawn again only when its
 * request, the fetch it came with or its selection changes, not when the list scrolls or another row
 * changes.
 */
export const BlotterRowView = memo(function BlotterRowView({
  row,
  index,
  fetchedAt,
  isSelected,
  onSelect,
}: {
  row: BlotterRow;
  /** Its place in the whole list (1-based with the header), for screen readers. */
  index: number;
  fetchedAt: number;
  isSelected: boolean;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const unit = row.quantity_unit;
  const rateUnit = rateUnitText(row.rate_unit, lang);
  const best = row.best_quote;
  const sideAndStrategy = `${t(`desk.sides.${row.side}`)} · ${strategyLabel(row.strategy_name, t)}`;
  // The limit and the bank's price are in the row's quotation, which the mid and fair value beside
  // them show; a pointer on them shows it too.
  const limitTitle = row.limit_rate === null ? undefined : rateWithUnit(row.limit_rate, row.rate_unit, lang);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(row.id);
    }
  };
  return (
    <tr
      className={classes.row}
      data-testid="blotter-row"
      data-id={row.id}
      data-selected={isSelected}
      aria-rowindex={index}
      tabIndex={0}
      onClick={() => onSelect(row.id)}
      onKeyDown={onKeyDown}
    >
      <td className={cell}>
        <div className={line}>{row.reference}</div>
        <div className={badgeLine}>
          <StateBadge state={row.state} isPartial={row.filled < row.amount} isCompact testId="state-badge" />
        </div>
      </td>
      <td className={cell} title={`${row.company_name}\n${row.portfolio_name}`}>
        <div className={line}>{row.company_name}</div>
        <div className={minorLine}>{row.portfolio_name}</div>
      </td>
      <td className={cell} title={`${row.asset}\n${sideAndStrategy}`}>
        <div className={line}>{row.asset}</div>
        <div className={minorLine}>{sideAndStrategy}</div>
      </td>
      <td className={figure}>
        <div className={line}>{amountText(row.amount, unit, lang)}</div>
        <div className={line}>{amountText(row.filled, unit, lang)}</div>
      </td>
      <td className={figure}>
        <div className={line} title={limitTitle}>
          {row.limit_rate === null ? t('desk.atBest') : rateText(row.limit_rate, lang)}
        </div>
        <div className={line}>
          <TimeLeft leftAtFetch={row.window_left_seconds} fetchedAt={fetchedAt} />
        </div>
      </td>
      <td className={figure}>
        <div className={line}>
          <RateFigure value={row.mid} unit={rateUnit} lang={lang} />
        </div>
        <div className={line} data-testid="blotter-fair-value">
          <RateFigure value={row.fair_value} unit={rateUnit} lang={lang} />
        </div>
      </td>
      <td className={cell} data-testid="blotter-best-quote">
        {best ? (
          <>
            <div className={badgeLine}>
              <span className={classes.clip} title={best.counterparty}>
                {best.counterparty}
              </span>
              {best.simulated && <SimulatedLabel />}
            </div>
            <div className={line} title={rateWithUnit(best.price, row.rate_unit, lang)}>
              {rateText(best.price, lang)} · {bpsText(best.margin_bps, lang)}
            </div>
          </>
        ) : (
          <div className={line}>{MISSING}</div>
        )}
      </td>
    </tr>
  );
});
