import { canOpen, type OverviewRow, type Screen, type UserPreferences } from '@cobertura/contracts';

/** The figures of a position row that another screen explains. */
export type PositionFigure =
  | 'exposure'
  | 'coverage'
  | 'program'
  | 'required'
  | 'm2m'
  | 'var'
  | 'netRate'
  | 'underProgram'
  | 'pastWindow';

/**
 * Where each figure is explained: My Data's Exposures and Program sheets, the Analytics period table
 * (coverage against the program period by period, m2m, net rate, and its risk panel's VaR), and Hedge
 * (the execution plan of what is required, the requests and their windows).
 */
const EXPLAINED_IN: Record<PositionFigure, { screen: Screen; view?: 'exposures' | 'program' }> = {
  exposure: { screen: 'data', view: 'exposures' },
  program: { screen: 'data', view: 'program' },
  coverage: { screen: 'analytics' },
  m2m: { screen: 'analytics' },
  var: { screen: 'analytics' },
  netRate: { screen: 'analytics' },
  underProgram: { screen: 'analytics' },
  required: { screen: 'hedge' },
  pastWindow: { screen: 'hedge' },
};

/** A link to the screen that explains a figure, and what it sets before the screen opens. */
export interface FigureLink {
  screen: Screen;
  /** My Data's sheet, for a figure My Data explains. */
  view?: 'exposures' | 'program';
  to: string;
  /** The top bar's asset kind the screen opens on. */
  kind: OverviewRow['area'];
  /** The Analytics selection the figure is read in (Analytics keeps its selection in preferences). */
  analyticsChoices?: Partial<UserPreferences['analytics_choices']>;
}

/** The row's asset as the screens select it: a pair by its code, a commodity by its id (undefined: unknown). */
export function assetSelection(
  row: Pick<OverviewRow, 'area' | 'asset'>,
  commodityIds: ReadonlyMap<string, number>,
) {
  return row.area === 'currency' ? row.asset : commodityIds.get(row.asset);
}

/**
 * The link of a row's figure, or null when the user's role lacks the screen that explains it (the
 * executive viewer reads figures only) or the row's commodity is not known.
 */
export function figureLink(
  figure: PositionFigure,
  row: Pick<OverviewRow, 'area' | 'asset' | 'portfolio_id'>,
  at: { role: number; company: number; commodityIds: ReadonlyMap<string, number> },
): FigureLink | null {
  const place = EXPLAINED_IN[figure];
  if (!canOpen(at.role, place.screen)) return null;
  const asset = assetSelection(row, at.commodityIds);
  if (asset === undefined) return null;
  const kind = row.area;
  if (place.screen === 'data') {
    const view = place.view ?? 'program';
    const query = new URLSearchParams({
      view,
      company: String(at.company),
      portfolio: String(row.portfolio_id),
      asset: String(asset),
    });
    return { screen: place.screen, view, to: `/data?${query}`, kind };
  }
  if (place.screen === 'analytics')
    return {
      screen: place.screen,
      to: '/analytics',
      kind,
      analyticsChoices: {
        selected_company: at.company,
        selected_portfolio: [row.portfolio_id],
        ...(typeof asset === 'string' ? { selected_currencies: [asset] } : { selected_commodities: [asset] }),
      },
    };
  return { screen: place.screen, to: '/hedge', kind };
}
