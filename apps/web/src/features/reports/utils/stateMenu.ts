import type { ReportState } from '@cobertura/contracts';

export type ReportAction = 'edit' | 'INACTIVE' | 'PUBLIC' | 'PRIVATE' | 'duplicate';

/**
 * The admin card's menu (spec 01 §4): Edit always; Inactive unless DRAFT or INACTIVE; Public when
 * PRIVATE or INACTIVE; Private when PUBLIC or INACTIVE; Duplicate unless INACTIVE.
 */
export function stateMenu(state: ReportState): ReportAction[] {
  const actions: ReportAction[] = ['edit'];
  if (state !== 'DRAFT' && state !== 'INACTIVE') actions.push('INACTIVE');
  if (state === 'PRIVATE' || state === 'INACTIVE') actions.push('PUBLIC');
  if (state === 'PUBLIC' || state === 'INACTIVE') actions.push('PRIVATE');
  if (state !== 'INACTIVE') actions.push('duplicate');
  return actions;
}
