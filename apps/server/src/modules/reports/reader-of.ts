import type { Caller } from '../../identity/caller.ts';
import { actsAsStaff } from '../../identity/caller.ts';
import type { Reader } from './reports.queries.ts';

/**
 * Who reads, for the reports' visibility rule: staff; a member (active, consent given) with their
 * companies; anyone else reads as an anonymous visitor.
 */
export function readerOf(caller: Caller | null): Reader {
  if (!caller) return { kind: 'anonymous' };
  if (actsAsStaff(caller)) return { kind: 'staff', userId: caller.id };
  if (!caller.isActive || !caller.habeasData) return { kind: 'anonymous' };
  return { kind: 'member', userId: caller.id, companyIds: caller.companyIds };
}
