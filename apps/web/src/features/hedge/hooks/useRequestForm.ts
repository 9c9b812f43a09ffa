import type { HedgeRequest, THedgeRequestInput } from '@cobertura/contracts';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage, fieldTexts } from '../../../api/errorMessage.ts';
import { formProblems } from '../utils/formProblems.ts';
import { formField, isFormField, type RequestFormValues, requestInput } from '../utils/requestForm.ts';
import { useFormChoices } from './useFormChoices.ts';
import { useSaveRequest } from './useSaveRequest.ts';

/**
 * The request form: its values (from a plan row, the Optimizer, a draft, or empty), its choices,
 * and sending it. A refusal keeps everything typed: the server's field problems show on their
 * fields (what has no field shows above the buttons), and JUSTIFICATION_REQUIRED opens the
 * justification with the server's words.
 */
export function useRequestForm({
  initial,
  editing,
  onSaved,
}: {
  initial: RequestFormValues;
  editing: HedgeRequest | null;
  onSaved: (request: HedgeRequest, submitted: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<RequestFormValues>({ mode: 'controlled', initialValues: initial });
  const choices = useFormChoices(form.values);
  const save = useSaveRequest();
  const [isJustifying, setIsJustifying] = useState(initial.justification !== '');
  const [failure, setFailure] = useState<string | null>(null);

  const askJustification = (message: string) => {
    setIsJustifying(true);
    form.setFieldError('justification', message);
    setTimeout(() => form.getInputNode('justification')?.focus(), 0);
  };

  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'JUSTIFICATION_REQUIRED') {
      askJustification(errorMessage(error, t, i18n.language, 'hedge.form.failed'));
      return;
    }
    const texts = error instanceof ApiError ? Object.entries(fieldTexts(error, t)) : [];
    const onFields = texts.filter(([path]) => isFormField(formField(path)));
    form.setErrors(Object.fromEntries(onFields.map(([path, text]) => [formField(path), text])));
    if (onFields.some(([path]) => formField(path) === 'justification')) setIsJustifying(true);
    const elsewhere = texts.filter(([path]) => !isFormField(formField(path))).map(([, text]) => text);
    setFailure(
      elsewhere.length > 0
        ? elsewhere.join(' ')
        : onFields.length > 0
          ? t('hedge.form.fixFields')
          : errorMessage(error, t, i18n.language, 'hedge.form.failed'),
    );
  };

  const send = async (submit: boolean) => {
    setFailure(null);
    const problems = formProblems(form.values, choices.strategy, t);
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (problems.justification) setIsJustifying(true);
      return;
    }
    const input = requestInput(form.values, choices.strategy) as THedgeRequestInput;
    try {
      const request = await save.mutateAsync({ input, submit, editingId: editing?.id ?? null });
      onSaved(request, submit);
    } catch (error) {
      showRefusal(error);
    }
  };

  return {
    form,
    choices,
    send,
    isSaving: save.isPending,
    failure,
    isJustifying,
    openJustification: () => setIsJustifying(true),
  };
}
