import type { ExecutionWindow, HedgeRequest, PlanGroup, PlanPeriod } from '@cobertura/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { serverToday } from '../../../api/serverClock.ts';
import { strategiesQuery } from '../../../shared/book/strategiesQuery.ts';
import { seedFromPlan } from '../utils/planSeed.ts';
import { formFromRequest, formFromSeed, type RequestFormValues } from '../utils/requestForm.ts';
import { seedFromLocation } from '../utils/seedLink.ts';

export type HedgeTab = 'plan' | 'request' | 'requests';

/** What the form opens with; a new `key` opens it afresh. */
export interface FormStart {
  key: number;
  values: RequestFormValues;
  /** The draft being edited; null: a new request. */
  editing: HedgeRequest | null;
}

/**
 * The Hedge screen's state: its tab, what the request form opens with, and the request whose detail
 * is open. A request handed over by another screen (the Optimizer) opens the form with it.
 */
export function useHedgePage() {
  const location = useLocation();
  const client = useQueryClient();
  const [handed] = useState(() => seedFromLocation(location.state, location.search));
  const [tab, setTab] = useState<HedgeTab>(handed ? 'request' : 'plan');
  const [start, setStart] = useState<FormStart>(() => ({
    key: 0,
    values: formFromSeed(handed ?? {}),
    editing: null,
  }));
  const [openId, setOpenId] = useState<number | null>(null);

  const openForm = (values: RequestFormValues, editing: HedgeRequest | null = null) => {
    setStart((current) => ({ key: current.key + 1, values, editing }));
    setTab('request');
  };

  return {
    tab,
    setTab,
    start,
    openId,
    open: setOpenId,
    close: () => setOpenId(null),
    /** A plan row's request: the suggested strategy is looked up in the asset's catalogue. */
    requestFromPlan: async (group: PlanGroup, period: PlanPeriod, window: ExecutionWindow) => {
      const catalogue = await client.ensureQueryData(strategiesQuery(group.area)).catch(() => []);
      const suggested = catalogue.find((s) => s.name === period.suggested_strategy);
      openForm(formFromSeed(seedFromPlan(group, period, window, suggested?.pk_idstrategy, serverToday())));
    },
    editDraft: (request: HedgeRequest) => {
      setOpenId(null);
      openForm(formFromRequest(request), request);
    },
    newRequest: () => openForm(formFromSeed()),
    /** Saved: the form empties, and the request opens in the list. */
    saved: (request: HedgeRequest) => {
      setStart((current) => ({ key: current.key + 1, values: formFromSeed(), editing: null }));
      setTab('requests');
      setOpenId(request.id);
    },
  };
}
