import { describe, expect, it } from 'vitest';
import { tagOptions, tagsWithParents } from './tagsWithParents.ts';

const tags = [
  { pk: 1, tag_name: 'Currencies', tag_name_es: null, Id_tag_parent: null },
  { pk: 2, tag_name: 'LatAm', tag_name_es: null, Id_tag_parent: 1 },
  { pk: 3, tag_name: 'USDCOP', tag_name_es: null, Id_tag_parent: 2 },
  { pk: 4, tag_name: 'Macro', tag_name_es: null, Id_tag_parent: null },
];

describe('tagsWithParents', () => {
  it('adds every ancestor once', () => {
    expect(tagsWithParents(tags, [3])).toEqual([1, 2, 3]);
    expect(tagsWithParents(tags, [3, 2, 4])).toEqual([1, 2, 3, 4]);
    expect(tagsWithParents(tags, [])).toEqual([]);
  });

  it('labels each tag with its path', () => {
    expect(tagOptions(tags).map((o) => o.label)).toEqual([
      'Currencies',
      'Currencies › LatAm',
      'Currencies › LatAm › USDCOP',
      'Macro',
    ]);
  });
});
