import { CATALOG_PARAGRAPH_SEPARATOR, type CatalogEntry } from '@cobertura/contracts';
import type { CatalogKind } from '../../../shared/reference/referenceApi.ts';

/** The key under `json` that holds each catalogue's documents (spec 01 §7). */
const JSON_KEYS: Record<CatalogKind, string> = {
  'terms&conditions': 'termsandconditions',
  HabeasData: 'HabeasData',
};

export interface CatalogDocument {
  title: string;
  paragraphs: string[];
}

/** The first document of the answer, its content split into paragraphs; null when there is none. */
export function catalogContent(
  entries: readonly CatalogEntry[] | null | undefined,
  kind: CatalogKind,
): CatalogDocument | null {
  const entry = entries?.find((item) => item.json?.[JSON_KEYS[kind]]?.[0]) ?? entries?.[0];
  const document = entry?.json?.[JSON_KEYS[kind]]?.[0];
  if (!document) return null;
  return {
    title: document.title ?? '',
    paragraphs: (document.content ?? '')
      .split(CATALOG_PARAGRAPH_SEPARATOR)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
  };
}
