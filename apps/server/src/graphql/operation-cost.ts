import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { AppError } from '../errors.ts';

/** What one GraphQL operation asks the server to do, counted before it runs. */
export interface OperationCost {
  /** The weights of its root fields, each alias counted: the resolvers' work, in plain reads. */
  cost: number;
  /** Every field it selects at any depth, each alias and each use of a fragment counted. */
  fields: number;
}

/** The most one operation may ask for; the per-minute budget is a setting (GRAPHQL_COST_PER_MINUTE). */
export const MAX_OPERATION_COST = 100;
export const MAX_OPERATION_FIELDS = 500;

/**
 * The cost of the operation a request runs (`operationName`, or the only one; the dearest when the
 * name is missing, as only one can run). A root field weighs what its resolver declares
 * (`weights`, 1 when absent); nested fields are answered from the root's result and only counted.
 * Fragments are counted once each and reused, so a document whose fragments spread each other
 * many times is counted in one pass over its text.
 */
export function operationCost(
  document: DocumentNode,
  operationName: string | undefined,
  weights: ReadonlyMap<string, number>,
): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const counted = new Map<string, OperationCost>();
  const visiting = new Set<string>();

  const countSet = (set: SelectionSetNode, isRoot: boolean): OperationCost => {
    const total = { cost: 0, fields: 0 };
    for (const selection of set.selections) {
      let part: OperationCost;
      if (selection.kind === 'Field') {
        const nested = selection.selectionSet
          ? countSet(selection.selectionSet, false)
          : { cost: 0, fields: 0 };
        part = {
          cost: isRoot ? (weights.get(selection.name.value) ?? 1) : 0,
          fields: 1 + nested.fields,
        };
      } else if (selection.kind === 'InlineFragment') {
        part = countSet(selection.selectionSet, isRoot);
      } else {
        part = countFragment(selection.name.value, isRoot);
      }
      total.cost += part.cost;
      total.fields += part.fields;
    }
    return total;
  };

  const countFragment = (name: string, isRoot: boolean): OperationCost => {
    const key = `${isRoot}:${name}`;
    const known = counted.get(key);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown or cyclic fragment is refused by validation; it adds nothing here.
    if (!fragment || visiting.has(key)) return { cost: 0, fields: 0 };
    visiting.add(key);
    const cost = countSet(fragment.selectionSet, isRoot);
    visiting.delete(key);
    counted.set(key, cost);
    return cost;
  };

  let dearest: OperationCost = { cost: 0, fields: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    if (operationName && definition.name?.value !== operationName) continue;
    const cost = countSet(definition.selectionSet, true);
    if (cost.cost > dearest.cost || cost.fields > dearest.fields) {
      dearest = { cost: Math.max(cost.cost, dearest.cost), fields: Math.max(cost.fields, dearest.fields) };
    }
  }
  return dearest;
}

/** Refuses an operation over the per-operation limits, naming the limit and what was asked. */
export function assertWithinLimits(cost: OperationCost): void {
  if (cost.fields > MAX_OPERATION_FIELDS) {
    throw new AppError(
      'WORK_LIMIT',
      `A GraphQL operation may select at most ${MAX_OPERATION_FIELDS} fields, aliases and fragments included; this one selects ${cost.fields}.`,
    );
  }
  if (cost.cost > MAX_OPERATION_COST) {
    throw new AppError(
      'WORK_LIMIT',
      `A GraphQL operation may cost at most ${MAX_OPERATION_COST}; this one costs ${cost.cost} (each root field and alias counts its weight, given in the schema's descriptions). Split it into smaller operations.`,
    );
  }
}
