import type { ReportTag } from '@cobertura/contracts';

/** The chosen tags with every ancestor added (spec 01 §2: choosing a tag also adds its parents). */
export function tagsWithParents(tags: readonly ReportTag[], chosen: readonly number[]): number[] {
  const byId = new Map(tags.map((t) => [t.pk, t]));
  const all = new Set<number>();
  for (const id of chosen) {
    let tag = byId.get(id);
    while (tag && !all.has(tag.pk)) {
      all.add(tag.pk);
      tag = tag.Id_tag_parent === null ? undefined : byId.get(tag.Id_tag_parent);
    }
  }
  return [...all].sort((a, b) => a - b);
}

/** Tags as a select's options, each under its parents: "Currencies › LatAm › USDCOP". */
export function tagOptions(tags: readonly ReportTag[]): { value: string; label: string }[] {
  const byId = new Map(tags.map((t) => [t.pk, t]));
  const pathOf = (tag: ReportTag): string => {
    const names = [tag.tag_name];
    for (let p = tag.Id_tag_parent; p !== null && names.length < 20; ) {
      const parent = byId.get(p);
      if (!parent) break;
      names.unshift(parent.tag_name);
      p = parent.Id_tag_parent;
    }
    return names.join(' › ');
  };
  return tags
    .map((t) => ({ value: String(t.pk), label: pathOf(t) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
