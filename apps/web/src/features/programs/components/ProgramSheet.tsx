import type { ProgramVersion } from '@cobertura/contracts';
import { Card, Grid, Loader, Skeleton, Stack } from '@mantine/core';
import { lazy, memo, type ReactNode, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '../../../api/serverClock.ts';
import { Notice } from '../../../components/Notice.tsx';
import { SaveStatusModal } from '../../../shared/save-status/SaveStatusModal.tsx';
import { useSaveStatus } from '../../../shared/save-status/useSaveStatus.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { useProgramForm } from '../hooks/useProgramForm.ts';
import { useProgramVersions } from '../hooks/useProgramVersions.ts';
import { useSaveProgram } from '../hooks/useSaveProgram.ts';
import { programOfForm } from '../utils/programForm.ts';
import { BudgetRateEditor } from './BudgetRateEditor.tsx';
import { ProgramCompare } from './ProgramCompare.tsx';
import { ProgramEditor } from './ProgramEditor.tsx';
import { ProgramHistory } from './ProgramHistory.tsx';

// The chart library comes only when a chart is drawn.
const ProgramChart = lazy(() => import('./ProgramChart.tsx').then((m) => ({ default: m.ProgramChart })));

/**
 * My Data's Program sheet for one portfolio and asset: the program editor with the chart of its
 * target hedge percentages, the program's history with two of its versions compared, and the budget
 * rate beside it.
 */
export const ProgramSheet = memo(function ProgramSheet({
  company,
  portfolio,
  underlying,
  assetLabel,
  quotation,
}: {
  company: number;
  portfolio: number;
  underlying: Underlying;
  assetLabel: string;
  quotation: string;
}) {
  const { t } = useTranslation();
  const versions = useProgramVersions(portfolio, underlying);
  // The versions are drawn in slices that leave the page responsive (a transition), not in the one
  // long task that drawing a query's answer as it arrives takes; the page's other answers arriving
  // (memo) do not draw the sheet again.
  const shownVersions = useDeferredValue(versions.data);
  const save = useSaveProgram(portfolio, underlying);
  const saving = useSaveStatus();
  const [start] = useState(serverToday);
  const budget = (
    <BudgetRateEditor company={company} portfolio={portfolio} underlying={underlying} quotation={quotation} />
  );
  const compare = (
    <ProgramCompare
      versions={shownVersions ?? []}
      portfolio={portfolio}
      underlying={underlying}
      quotation={quotation}
      start={start}
    />
  );

  if (versions.isError) return <Notice kind="error">{t('programs.loadFailed')}</Notice>;
  if (shownVersions === undefined) return <Loader data-testid="program-loading" />;
  const current = shownVersions[0];
  return (
    <>
      <ProgramWorkspace
        // A newly saved version (ours or another user's) starts the editor again from it.
        key={current?.pk_idprogram ?? 'none'}
        current={current}
        versions={shownVersions}
        start={start}
        assetLabel={assetLabel}
        budget={budget}
        compare={shownVersions.length > 0 ? compare : null}
        onSave={(program) => saving.run(() => save.mutateAsync(program), t('programs.editor.saved'))}
      />
      <SaveStatusModal status={saving.status} onClose={saving.close} />
    </>
  );
});

function ProgramWorkspace({
  current,
  versions,
  start,
  assetLabel,
  budget,
  compare,
  onSave,
}: {
  current: ProgramVersion | undefined;
  versions: readonly ProgramVersion[];
  start: string;
  assetLabel: string;
  budget: ReactNode;
  compare: ReactNode;
  onSave: (program: Record<string, unknown>) => void;
}) {
  const { form, targets, isStale } = useProgramForm(current, start);
  return (
    <Grid gap="lg" data-testid="program-sheet">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="lg">
          <ProgramEditor
            form={form}
            current={current}
            start={start}
            assetLabel={assetLabel}
            onSave={(values) => onSave(programOfForm(values))}
          />
          {budget}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <Suspense
            fallback={
              <Card withBorder radius="md" padding="lg">
                <Skeleton height={360} />
              </Card>
            }
          >
            <ProgramChart targets={targets} objective={form.values.objective} isStale={isStale} />
          </Suspense>
          <ProgramHistory versions={versions} />
          {compare}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
