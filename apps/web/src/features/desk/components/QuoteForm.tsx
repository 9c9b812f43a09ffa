import type { Counterparty, DeskRequest } from '@cobertura/contracts';
import { Button, Group, NumberInput, Select } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { fieldTexts } from '../../../api/errorMessage.ts';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import type { RequestActions } from '../hooks/useRequestActions.ts';
import { deskErrorText } from '../utils/deskErrorText.ts';
import { rateUnitText } from '../utils/figures.ts';

/** How long a typed price stands when the trader does not say (the contract's default). */
const DEFAULT_VALID_SECONDS = 120;

/** A bank's price taken by phone or chat, typed in: bank, price, amount (the remainder by default), validity. */
export function QuoteForm({
  request,
  banks,
  recordQuote,
}: {
  request: DeskRequest;
  banks: readonly Counterparty[];
  recordQuote: RequestActions['recordQuote'];
}) {
  const { t, i18n } = useTranslation();
  const [bank, setBank] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [validSeconds, setValidSeconds] = useState<number | string>(DEFAULT_VALID_SECONDS);
  const [missing, setMissing] = useState<string | null>(null);
  const error = recordQuote.error;
  const fields = error instanceof ApiError ? fieldTexts(error, t) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceValue = parseDecimal(price);
    if (bank === null || priceValue === undefined) {
      setMissing(t('desk.quoteForm.required'));
      return;
    }
    setMissing(null);
    const amountValue = parseDecimal(amount);
    recordQuote.mutate(
      {
        counterparty_id: Number(bank),
        price: priceValue,
        ...(amountValue === undefined ? {} : { amount: amountValue }),
        valid_seconds: Number(validSeconds) || DEFAULT_VALID_SECONDS,
      },
      { onSuccess: () => setPrice('') },
    );
  };
  return (
    <form onSubmit={submit} data-testid="quote-form" noValidate>
      <Group align="flex-start" gap="sm">
        <Select
          label={t('desk.quoteForm.bank')}
          data={banks.map((b) => ({ value: String(b.id), label: b.name }))}
          value={bank}
          onChange={setBank}
          error={fields.counterparty_id}
          data-testid="quote-bank"
          w={200}
        />
        <DecimalInput
          label={t('desk.quoteForm.price')}
          value={price}
          onChange={setPrice}
          unit={rateUnitText(request.rate_unit, i18n.language) ?? undefined}
          error={fields.price}
          testId="quote-price"
        />
        <DecimalInput
          label={t('desk.quoteForm.amount')}
          description={t('desk.quoteForm.amountHint')}
          value={amount}
          onChange={setAmount}
          unit={request.quantity_unit ?? undefined}
          error={fields.amount}
          testId="quote-amount"
        />
        <NumberInput
          label={t('desk.quoteForm.validSeconds')}
          value={validSeconds}
          onChange={setValidSeconds}
          min={5}
          max={86_400}
          allowDecimal={false}
          error={fields.valid_seconds}
          data-testid="quote-valid-seconds"
          w={140}
        />
      </Group>
      <Group mt="sm">
        <Button type="submit" variant="light" loading={recordQuote.isPending} data-testid="quote-submit">
          {t('desk.quoteForm.submit')}
        </Button>
      </Group>
      {(missing !== null || recordQuote.isError) && (
        <Notice kind="error" testId="quote-form-error" mt="sm">
          {missing ?? deskErrorText(error, t, i18n.language)}
        </Notice>
      )}
    </form>
  );
}
