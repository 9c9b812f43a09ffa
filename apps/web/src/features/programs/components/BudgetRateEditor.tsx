import type { BudgetRateVersion } from '@cobertura/contracts';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { SaveStatusModal } from '../../../shared/save-status/SaveStatusModal.tsx';
import { useSaveStatus } from '../../../shared/save-status/useSaveStatus.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { toInputText } from '../../../utils/parseDecimal.ts';
import { useBudgetRateVersions } from '../hooks/useBudgetRateVersions.ts';
import { useSaveBudgetRate } from '../hooks/useSaveBudgetRate.ts';
import { budgetRateOf } from '../utils/programForm.ts';
import { SheetSection } from './SheetSection.tsx';

/** The budget rate of the portfolio's asset, in the language's notation, saved as a new version. */
export function BudgetRateEditor({
  company,
  portfolio,
  underlying,
  quotation,
}: {
  company: number;
  portfolio: number;
  underlying: Underlying;
  /** How the rate is quoted: the pair (USDCOP) or the commodity's quotation (USD/bbl). */
  quotation: string;
}) {
  const { t } = useTranslation();
  const versions = useBudgetRateVersions(portfolio, underlying);
  const save = useSaveBudgetRate(company, portfolio, underlying);
  const saving = useSaveStatus();
  const current = versions.data?.[0];
  return (
    <SheetSection titleId="budget-rate-title" title={t('programs.budget.title')}>
      {versions.isPending ? (
        <Loader size="sm" />
      ) : versions.isError ? (
        <Notice kind="error">{t('programs.loadFailed')}</Notice>
      ) : (
        <BudgetRateForm
          // A newly saved version starts the form again from it.
          key={current?.pk_idbudget ?? 'none'}
          current={current}
          quotation={quotation}
          onSave={(rate) => saving.run(() => save.mutateAsync(rate), t('programs.budget.saved'))}
        />
      )}
      <SaveStatusModal status={saving.status} onClose={saving.close} />
    </SheetSection>
  );
}

function BudgetRateForm({
  current,
  quotation,
  onSave,
}: {
  current: BudgetRateVersion | undefined;
  quotation: string;
  onSave: (rate: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(current ? toInputText(current.budget_rate) : '');
  const [isChecked, setIsChecked] = useState(false);
  const read = budgetRateOf(typed);
  const problem = isChecked && 'problem' in read ? t(`programs.problems.${read.problem}`) : undefined;
  return (
    <form
      noValidate
      data-testid="budget-rate-editor"
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if ('rate' in read) onSave(read.rate);
      }}
    >
      <Stack gap="sm">
        {current ? (
          <Text size="sm" c="dimmed" data-testid="budget-rate-current">
            {t('programs.budget.current', {
              user: current.user_name,
              date: formatDateTime(current.created_at, i18n.language),
            })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="budget-rate-none">
            {t('programs.budget.none')}
          </Text>
        )}
        <DecimalInput
          label={`${t('programs.budget.rate')} · ${quotation}`}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setIsChecked(true);
          }}
          error={problem}
          testId="budget-rate"
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" data-testid="budget-rate-save">
            {t('programs.budget.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
