import { describe, expect, it } from 'vitest';
import { ZUserPreferences } from './preferences.ts';

describe('preferences', () => {
  it("fill every group with the spec's defaults", () => {
    const prefs = ZUserPreferences.parse({});
    expect(prefs.optimizer_choices).toEqual({
      selected_nav: 0,
      selected_currency: 2,
      selected_commodity: 7,
      color_theme: false,
      buy_sell: 0,
      select: 0,
      asset: 'USDCOP',
      portfolio: null,
      typed_schedule: false,
    });
    expect(prefs.markets_choices.mmov).toEqual({
      ma1: 20,
      ma2: 40,
      rsi: 14,
      md1: 12,
      md2: 26,
      md3: 9,
      stoch1: 14,
      stoch2: 3,
    });
    expect(prefs.overview_choices.selected_values).toHaveLength(20);
    expect(prefs.assets).toEqual([]);
  });
});
