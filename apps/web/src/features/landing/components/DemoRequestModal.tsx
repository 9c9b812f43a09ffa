import { ZDemoRequest } from '@cobertura/contracts';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/index.ts';
import { landingApi } from '../api/landingApi.ts';
import { type DemoRequestValues, validateDemoRequest } from '../utils/validateDemoRequest.ts';

/** Toast lifetime (spec 01 §9: 5 s). */
export const DEMO_TOAST_MS = 5000;

const EMPTY: DemoRequestValues = { name: '', lastName: '', company: '', email: '', telephone: '' };

/**
 * The demo-request form: invalid fields are highlighted; the request is stored by the server and
 * answered with the spec's toasts. What was typed stays when sending fails.
 */
export function DemoRequestModal({
  opened,
  onClose,
  lang,
}: {
  opened: boolean;
  onClose: () => void;
  lang: Language;
}) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  const form = useForm<DemoRequestValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) =>
      Object.fromEntries(Object.entries(validateDemoRequest(values)).map(([name, key]) => [name, t(key)])),
  });

  const submit = form.onSubmit(async (values) => {
    setIsSending(true);
    try {
      // Validation has passed: parsing only trims the texts.
      await landingApi.demoRequest(
        ZDemoRequest.parse({ ...values, telephone: values.telephone.trim() || undefined, language: lang }),
      );
      notifications.show({ color: 'green', message: t('landing.demoForm.sent'), autoClose: DEMO_TOAST_MS });
      form.reset();
      onClose();
    } catch {
      notifications.show({ color: 'red', message: t('landing.demoForm.failed'), autoClose: DEMO_TOAST_MS });
    } finally {
      setIsSending(false);
    }
  });
  const field = (name: keyof DemoRequestValues) => form.getInputProps(name);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('landing.demoForm.title')}
      size="lg"
      centered
      radius="lg"
    >
      <form onSubmit={submit} noValidate data-testid="demo-form">
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            {t('landing.demoForm.intro')}
          </Text>
          <SimpleGrid cols={2}>
            <TextInput
              label={t('landing.demoForm.name')}
              required
              autoComplete="given-name"
              {...field('name')}
            />
            <TextInput
              label={t('landing.demoForm.lastName')}
              required
              autoComplete="family-name"
              {...field('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('landing.demoForm.company')}
            required
            autoComplete="organization"
            {...field('company')}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('landing.demoForm.email')}
              required
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <TextInput
              label={t('landing.demoForm.telephone')}
              description={t('landing.demoForm.optional')}
              type="tel"
              autoComplete="tel"
              {...field('telephone')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('landing.demoForm.cancel')}
            </Button>
            <Button type="submit" loading={isSending} data-testid="demo-submit">
              {t('landing.demoForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
