import { z } from 'zod';
import { PAIR_PATTERN } from './book-rules.ts';
import { id } from './fields.ts';

/** Fields the screens' saved preferences (`*_choices`) share, each with its default. */

export const colorTheme = z.boolean().default(false).describe('true: dark.');
export const navIndex = z.number().int().min(0).max(20).default(0);
export const pairList = z.array(z.string().regex(PAIR_PATTERN)).max(50).default([]);
export const ids = z.array(id).max(200).default([]);
/** An instrument of the catalogue by id, as a preference names it. */
export const choiceInstrument = z.string().min(1).max(40);
