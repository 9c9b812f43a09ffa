import { DESK_CURRENCY, type DeskLimits, TENOR_KEYS } from '@cobertura/contracts';
import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { useSaveLimits } from '../hooks/useSaveLimits.ts';
import { deskErrorText } from '../utils/deskErrorText.ts';
import { limitsChanges, limitsDraft, lineKey } from '../utils/limitsForm.ts';

/** A supervisor's change of a client's limits and credit lines, with why; only what changed is sent. */
export function LimitsForm({ limits, onDone }: { limits: DeskLimits; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveLimits();
  const [draft, setDraft] = useState(() => limitsDraft(limits));
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const wrong = (name: string) => (invalid.includes(name) ? t('desk.limits.invalid') : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = limitsChanges(limits, draft);
    setInvalid(changes.invalid);
    if (changes.invalid.length > 0) return setProblem(t('desk.limits.fix'));
    if (changes.isEmpty) return setProblem(t('desk.limits.unchanged'));
    setProblem(null);
    save.mutate({ companyId: limits.company_id, body: changes.body }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} data-testid="limits-form" noValidate>
      <Stack gap="sm">
        <Group align="flex-start">
          <DecimalInput
            label={t('desk.limits.requestLimit')}
            value={draft.requestLimit}
            onChange={(requestLimit) => setDraft({ ...draft, requestLimit })}
            unit={DESK_CURRENCY}
            error={wrong('request_limit')}
            testId="limits-request-limit"
          />
          <DecimalInput
            label={t('desk.limits.marginThreshold')}
            value={draft.marginThreshold}
            onChange={(marginThreshold) => setDraft({ ...draft, marginThreshold })}
            unit="bps"
            error={wrong('margin_threshold_bps')}
            testId="limits-margin"
          />
        </Group>
        {limits.counterparties.map((bank) => (
          <Fieldset
            key={bank.id}
            legend={t('desk.limits.linesOf', { bank: bank.name, currency: DESK_CURRENCY })}
          >
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {TENOR_KEYS.map((tenor) => {
                const key = lineKey(bank.id, tenor);
                return (
                  <DecimalInput
                    key={tenor}
                    label={t('desk.limits.tenor', { tenor })}
                    value={draft.lines[key] ?? ''}
                    onChange={(text) => setDraft({ ...draft, lines: { ...draft.lines, [key]: text } })}
                    unit={DESK_CURRENCY}
                    error={wrong(key)}
                    testId={`limits-line-${bank.id}-${tenor}`}
                  />
                );
              })}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Textarea
          label={t('desk.limits.comment')}
          value={draft.comment}
          onChange={(event) => setDraft({ ...draft, comment: event.currentTarget.value })}
          maxLength={500}
          rows={2}
          data-testid="limits-comment"
        />
        {(problem || save.isError) && (
          <Notice kind="error" testId="limits-error">
            {problem ?? deskErrorText(save.error, t, i18n.language)}
          </Notice>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="limits-save">
            {t('desk.limits.save')}
          </Button>
          <Button variant="default" onClick={onDone} data-testid="limits-cancel">
            {t('desk.limits.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
