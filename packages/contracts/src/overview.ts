import { z } from 'zod';
import { colorTheme } from './choice-fields.ts';
import { OVERVIEW_INSTRUMENTS } from './markets.ts';

/** The overview's default instruments (spec 02 §2, Overview), by name. */
export const OVERVIEW_DEFAULT_VALUES = OVERVIEW_INSTRUMENTS.map((i) => i.name);

/** The overview's saved preferences (`overview_choices`): the instruments its cards show. */
export const ZOverviewChoices = z.object({
  color_theme: colorTheme,
  selected_values: z
    .array(z.string().max(30))
    .max(100)
    .default(() => [...OVERVIEW_DEFAULT_VALUES]),
});
