import type { ProfileValues } from '@cobertura/contracts';
import { Anchor, Button, Checkbox, Group, Modal } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogDocument } from '../../reference/index.ts';
import { FormSection } from './FormSection.tsx';

/** The data-protection consent box, with the policy to read (and accept) over the form. */
export function ConsentSection({
  form,
  consentBox,
}: {
  form: UseFormReturnType<ProfileValues>;
  /** Focused when a save is refused for want of consent. */
  consentBox: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const [isPolicyOpen, setIsPolicyOpen] = useState(false);
  return (
    <FormSection title={t('profile.sections.consent')}>
      <Checkbox
        ref={consentBox}
        data-testid="habeas-checkbox"
        label={
          <>
            {t('profile.consentLabel')}{' '}
            {/* The policy opens over the form, so it can be read before consenting without losing
                what was typed; the address still opens it alone in a new tab. */}
            <Anchor
              href="/Habeas"
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                event.preventDefault();
                setIsPolicyOpen(true);
              }}
              data-testid="habeas-link"
            >
              {t('profile.consentLink')}
            </Anchor>
          </>
        }
        {...form.getInputProps('habeas_data', { type: 'checkbox' })}
      />
      <Modal
        opened={isPolicyOpen}
        onClose={() => setIsPolicyOpen(false)}
        size="xl"
        title={t('legal.habeasTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="habeas-modal"
      >
        <CatalogDocument kind="HabeasData" fallbackTitle={t('legal.habeasTitle')} />
        <Group justify="flex-end" mt="lg">
          <Button
            onClick={() => {
              form.setFieldValue('habeas_data', true);
              setIsPolicyOpen(false);
            }}
            data-testid="habeas-accept"
          >
            {t('profile.consentAccept')}
          </Button>
        </Group>
      </Modal>
    </FormSection>
  );
}
