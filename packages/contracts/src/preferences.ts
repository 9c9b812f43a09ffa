import { z } from 'zod';
import { ZAnalyticsChoices } from './analytics.ts';
import { colorTheme } from './choice-fields.ts';
import { ZDatamodelChoices } from './data.ts';
import { ZDateOrderSetting } from './date-order.ts';
import { idField, ZFormatQuery } from './fields.ts';
import { ZMarketsChoices } from './markets.ts';
import { ZOptimizerChoices } from './optimizer.ts';
import { ZOverviewChoices } from './overview.ts';

/**
 * A user's screen preferences (spec 02 §7 `save_custom_overview`, GraphQL `overview_choices`): one
 * group per screen, each declared with its screen's area.
 */

export const ZHedgesChoices = z.object({ color_theme: colorTheme });

/** A user's preferences: every group, each with its defaults filled in. */
export const ZUserPreferences = z.object({
  datamodel_choices: ZDatamodelChoices.prefault({}),
  analytics_choices: ZAnalyticsChoices.prefault({}),
  markets_choices: ZMarketsChoices.prefault({}),
  overview_choices: ZOverviewChoices.prefault({}),
  hedges_choices: ZHedgesChoices.prefault({}),
  optimizer_choices: ZOptimizerChoices.prefault({}),
  assets: z.array(z.string().max(30)).max(200).default([]).describe('Assets the user follows.'),
  date_order: ZDateOrderSetting.default('language'),
});
export type UserPreferences = z.output<typeof ZUserPreferences>;
export const PREFERENCE_GROUPS = [
  'datamodel_choices',
  'analytics_choices',
  'markets_choices',
  'overview_choices',
  'hedges_choices',
  'optimizer_choices',
  'assets',
  'date_order',
] as const;

/** `POST /api/save_custom_overview`: the groups given replace the stored ones; the others stay. */
export const ZSavePreferencesRequest = z.object({
  format: z.literal('json').optional(),
  user_id: idField.optional().describe('Your own user id.'),
  datamodel_choices: ZDatamodelChoices.optional(),
  analytics_choices: ZAnalyticsChoices.optional(),
  markets_choices: ZMarketsChoices.optional(),
  overview_choices: ZOverviewChoices.optional(),
  hedges_choices: ZHedgesChoices.optional(),
  optimizer_choices: ZOptimizerChoices.optional(),
  assets: z.array(z.string().max(30)).max(200).optional(),
  date_order: ZDateOrderSetting.optional(),
});
export type TSavePreferencesRequest = z.output<typeof ZSavePreferencesRequest>;

export const ZPreferencesQuery = ZFormatQuery.extend({ user_id: idField.optional() });

/** GraphQL `overview_choices` (spec 02 §7): the same read; the spec's clients send any `format`, and `refresh`. */
export const ZOverviewChoicesArgs = z.object({
  format: z.string().nullish(),
  user_id: idField.nullish(),
  refresh: z.boolean().nullish(),
});
