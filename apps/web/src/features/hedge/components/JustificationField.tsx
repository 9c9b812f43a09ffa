import { Button, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RequestFormValues } from '../utils/requestForm.ts';

/**
 * Why the request goes beyond the program or the exposure. Folded until the treasurer opens it or
 * the server asks for it (JUSTIFICATION_REQUIRED), which opens it with the server's words.
 */
export function JustificationField({
  form,
  isOpen,
  onOpen,
}: {
  form: UseFormReturnType<RequestFormValues>;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  if (!isOpen)
    return (
      <Button variant="subtle" size="xs" w="fit-content" onClick={onOpen} data-testid="hedge-form-justify">
        {t('hedge.form.addJustification')}
      </Button>
    );
  return (
    <Textarea
      label={t('hedge.form.justification')}
      description={t('hedge.form.justificationHint')}
      rows={2}
      maxLength={500}
      {...form.getInputProps('justification')}
      data-testid="hedge-form-justification"
    />
  );
}
