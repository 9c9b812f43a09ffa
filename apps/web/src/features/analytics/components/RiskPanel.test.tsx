import { pairUnits, RISK_PROFILE_LABELS, type RiskReply, type TRiskRequest } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { valuationGroup } from '../../../test/analyticsFixtures.ts';
import { renderApp, replyOrFailure } from '../../../test/renderApp.tsx';
import { RiskPanel } from './RiskPanel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '6f1c2a0e-8b5d-4c3a-9e7f-1a2b3c4d5e6f';
const group = valuationGroup();

/** A reply whose VaR scales with the confidence asked, as the server's would. */
function riskReply(request: TRiskRequest): RiskReply {
  const scale = (request.confidence ?? 0.95) * 1_000_000;
  const figure = (method: 'delta-normal' | 'historical' | 'monte-carlo', k: number) => ({
    method,
    var: scale * k,
    es: scale * k * 1.25,
    scenarios: method === 'delta-normal' ? 0 : 10_000,
    problem: null,
  });
  const methods = [figure('delta-normal', 1), figure('historical', 1.1), figure('monte-carlo', 1.05)];
  return {
    valuation_id: ID,
    valuation_date: '2026-11-24',
    confidence: request.confidence ?? 0.95,
    horizon_days: request.horizon_days ?? 10,
    paths: 10_000,
    seed: 1,
    lookback_from: '2024-11-24',
    simulated: false,
    groups: [
      {
        portfolio_id: group.portfolio_id,
        portfolio_name: group.portfolio_name,
        asset: group.asset,
        ...pairUnits(group.asset),
        volatility: 0.125,
        history_scenarios: 490,
        methods,
        periods: group.periods.map((p) => ({
          date: p.date,
          end: p.end,
          methods: methods.map((m) => ({ ...m, cfar: 250_000, rate_at_risk: 4321.5 })),
        })),
        profile: {
          score: 2.5,
          band: 'BALANCED',
          breakdown: RISK_PROFILE_LABELS.map((label) => ({
            label,
            amount: label === 'unlimited hedge' ? 500_000 : 0,
            share: label === 'unlimited hedge' ? 0.5 : 0,
            points: 0,
            contribution: 0,
          })),
        },
        simulated: false,
        problem: null,
      },
    ],
  };
}

async function openRisk(answer: (request: TRiskRequest) => RiskReply | number = riskReply) {
  const requests: TRiskRequest[] = [];
  await renderApp(
    [
      {
        path: '/risk',
        element: <RiskPanel valuationId={ID} group={group} name="Imports · USDCOP" decimals={2} />,
      },
    ],
    '/risk',
    (url, init) => {
      if (!url.includes(`/api/portfolio_valuations/${ID}/risk`)) return undefined;
      const body = JSON.parse(String(init?.body)) as TRiskRequest;
      requests.push(body);
      return replyOrFailure(answer(body), 'Risk failed');
    },
  );
  return requests;
}

const varCells = (method: string) =>
  within(screen.getByTestId(`risk-var-${method}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('RiskPanel', () => {
  it('shows VaR and ES by method in the pair’s currency, the periods, the run number and the risk profile', async () => {
    const requests = await openRisk();
    await screen.findByTestId('risk-var-table');
    expect(requests).toEqual([{ confidence: 0.95, horizon_days: 10 }]);
    expect(varCells('delta-normal')).toEqual(['COP\u00a0950,000', 'COP\u00a01,187,500', '—']);
    expect(varCells('monte-carlo')).toEqual(['COP\u00a0997,500', 'COP\u00a01,246,875', '10,000']);
    expect(screen.getByTestId('risk-note').textContent).toContain('10,000 paths, run 1');
    expect(screen.getByTestId('risk-note').textContent).toContain('volatility 12.5 %');
    const periods = screen.getByRole('region', { name: 'Risk by period of Imports · USDCOP' });
    expect(periods.getAttribute('tabindex')).toBe('0');
    expect(within(periods).getAllByRole('row')).toHaveLength(group.periods.length + 1);
    expect(within(periods).getAllByText('4,321.50')).toHaveLength(group.periods.length);
    expect(screen.getByTestId('risk-score').textContent).toBe('2.50');
    expect(screen.getByTestId('risk-band').textContent).toBe('Balanced');
    expect(within(screen.getByTestId('risk-breakdown')).getAllByRole('row')).toHaveLength(10);
  });

  it('asks again at another confidence, and its figures change', async () => {
    const requests = await openRisk();
    await screen.findByTestId('risk-var-table');
    fireEvent.click(screen.getByRole('radio', { name: '99 %', hidden: true }));
    await waitFor(() => expect(varCells('delta-normal')[0]).toBe('COP\u00a0990,000'));
    expect(requests.at(-1)).toEqual({ confidence: 0.99, horizon_days: 10 });
  });

  it('says why a horizon is refused and asks nothing for it', async () => {
    const requests = await openRisk();
    await screen.findByTestId('risk-var-table');
    fireEvent.change(screen.getByLabelText('Horizon (business days)'), { target: { value: '300' } });
    expect(await screen.findByText('Enter a whole number of business days from 1 to 250.')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(requests).toHaveLength(1);
    expect(varCells('delta-normal')[0]).toBe('COP\u00a0950,000');
  });

  it('keeps the last figures when a new call fails, and says so', async () => {
    await openRisk((request) => (request.confidence === 0.9 ? 500 : riskReply(request)));
    await screen.findByTestId('risk-var-table');
    fireEvent.click(screen.getByRole('radio', { name: '90 %', hidden: true }));
    const notice = await screen.findByTestId('risk-failed', {}, { timeout: 4000 });
    expect(notice.textContent).toContain('the new ones failed');
    expect(varCells('delta-normal')[0]).toBe('COP\u00a0950,000');
  });
});
