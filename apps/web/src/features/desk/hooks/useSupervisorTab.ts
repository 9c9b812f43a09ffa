import { useSearchParams } from 'react-router';

export const SUPERVISOR_TABS = ['approvals', 'position', 'limits', 'requests'] as const;
export type SupervisorTab = (typeof SUPERVISOR_TABS)[number];

/** The Supervisor's section, kept in the address (`?tab=limits`) so a link or Back returns to it. */
export function useSupervisorTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: SupervisorTab = (SUPERVISOR_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as SupervisorTab)
    : 'approvals';
  const setTab = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next ?? 'approvals');
      return updated;
    });
  return { tab, setTab };
}
