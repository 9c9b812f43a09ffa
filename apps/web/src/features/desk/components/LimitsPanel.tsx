import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../../components/InlineLoader.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { deskQueries } from '../api/deskQueries.ts';
import { LimitsForm } from './LimitsForm.tsx';
import { LimitsHistory } from './LimitsHistory.tsx';
import { LimitsView } from './LimitsView.tsx';

/** Each client's limits and its banks' credit lines; a supervisor edits them, and their history shows below. */
export function LimitsPanel({ isSupervisor }: { isSupervisor: boolean }) {
  const { t } = useTranslation();
  const limits = useQuery(deskQueries.limits());
  const [chosen, setChosen] = useState<number | null>(null);
  const [isEditing, setEditing] = useState(false);
  const all = limits.data ?? [];
  const shown = all.find((l) => l.company_id === chosen) ?? all[0] ?? null;
  if (limits.isPending) return <InlineLoader text={t('desk.limits.loading')} />;
  if (limits.isError)
    return (
      <RetryNotice
        kind="error"
        text={t('desk.limits.failed')}
        retryText={t('common.retry')}
        onRetry={() => void limits.refetch()}
        testId="limits-failed"
      />
    );
  return (
    <Stack gap="md" data-testid="limits">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('desk.limits.client')}
          data={all.map((l) => ({ value: String(l.company_id), label: l.company_name }))}
          value={shown ? String(shown.company_id) : null}
          allowDeselect={false}
          onChange={(value) => {
            setChosen(Number(value));
            setEditing(false);
          }}
          data-testid="limits-client"
          w={260}
        />
        {isSupervisor && shown && !isEditing && (
          <Button variant="light" onClick={() => setEditing(true)} data-testid="limits-edit">
            {t('desk.limits.edit')}
          </Button>
        )}
      </Group>
      {shown &&
        (isEditing ? (
          <LimitsForm key={shown.company_id} limits={shown} onDone={() => setEditing(false)} />
        ) : (
          <LimitsView limits={shown} />
        ))}
      {shown && (
        <>
          <Title order={4}>{t('desk.limits.history')}</Title>
          <LimitsHistory companyId={shown.company_id} />
        </>
      )}
    </Stack>
  );
}
