import type { ReportTag, SaveTagRequest } from '@cobertura/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { insertTag, selectTags, updateTag } from './reports.queries.ts';

interface TagRow {
  id: number;
  name: string;
  nameEs: string | null;
  parentId: number | null;
}

/** The chosen tags and all their ancestors, each once, in id order. */
export function withParentTags(tags: readonly TagRow[], chosen: readonly number[]): number[] {
  const byId = new Map(tags.map((t) => [t.id, t]));
  const all = new Set<number>();
  for (const id of chosen) {
    let tag = byId.get(id);
    // A stored tree has no cycle (saves refuse them); the bound keeps a bad row from looping.
    for (let depth = 0; tag && !all.has(tag.id) && depth < tags.length; depth++) {
      all.add(tag.id);
      tag = tag.parentId === null ? undefined : byId.get(tag.parentId);
    }
  }
  return [...all].sort((a, b) => a - b);
}

const tagOf = (t: TagRow): ReportTag => ({
  pk: t.id,
  tag_name: t.name,
  tag_name_es: t.nameEs,
  Id_tag_parent: t.parentId,
});

/** Every tag with its parent, by name. */
export async function listReportTags(services: Services) {
  return { items: (await selectTags(services)).map(tagOf) };
}

/**
 * Creates a tag, or renames and moves one; a parent that is the tag itself or one of its
 * descendants is refused (400 TAG_CYCLE), a name taken by another tag is a conflict.
 */
export async function saveReportTag(
  services: Services,
  id: number | undefined,
  tag: SaveTagRequest,
): Promise<ReportTag> {
  const tags = await selectTags(services);
  const parentId = tag.Id_tag_parent;
  if (parentId !== null && !tags.some((t) => t.id === parentId)) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', {
      Id_tag_parent: ['No such tag.'],
    });
  }
  if (id !== undefined) {
    if (!tags.some((t) => t.id === id)) throw notFound('No such tag.');
    if (parentId !== null && withParentTags(tags, [parentId]).includes(id)) {
      throw new AppError('TAG_CYCLE', 'A tag cannot sit under itself or under one of its own children.', {
        Id_tag_parent: ['A tag cannot sit under itself or under one of its own children.'],
      });
    }
  }
  const taken = tags.find((t) => t.name.toLowerCase() === tag.tag_name.toLowerCase() && t.id !== id);
  if (taken)
    throw new AppError('CONFLICT', 'A tag of this name exists.', {
      tag_name: ['A tag of this name exists.'],
    });
  const values = { name: tag.tag_name, nameEs: tag.tag_name_es || null, parentId };
  const row = id === undefined ? await insertTag(services, values) : await updateTag(services, id, values);
  if (!row) throw new AppError('CONFLICT', 'A tag of this name exists.');
  return tagOf(row);
}
