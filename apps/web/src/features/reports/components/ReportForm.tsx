import {
  missingReportFields,
  REPORT_STATES,
  type ReportForEdit,
  type ReportState,
} from '@cobertura/contracts';
import {
  Alert,
  Button,
  Container,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReportImageUpload } from '../hooks/useReportImageUpload.ts';
import { useSaveReport } from '../hooks/useSaveReport.ts';
import { type ReportDraft, type ReportFieldErrors, reportDraftOf } from '../utils/reportDraft.ts';
import { ReportEditor } from './ReportEditor.tsx';
import { ReportImageField } from './ReportImageField.tsx';
import { ReportTagPicker } from './ReportTagPicker.tsx';

/**
 * Create and edit (spec 01 §2, §5): SAVE AND POST needs title, summary and report type; SAVE DRAFTS
 * title and summary (the contract's rule, which the server holds too); no image is the default one. Nothing is sent
 * while a field is in error.
 */
export function ReportForm({ report }: { report?: ReportForEdit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ReportDraft>(() => reportDraftOf(report));
  const [errors, setErrors] = useState<ReportFieldErrors>({});
  const { uploadImage, imageError, isUploading } = useReportImageUpload();
  const { save, message } = useSaveReport(report?.IdReport, setErrors);
  const change =
    <F extends keyof ReportDraft>(field: F) =>
    (value: ReportDraft[F]) =>
      setDraft((current) => ({ ...current, [field]: value }));

  const submit = (isDraft: boolean) => {
    const missing = missingReportFields(draft, isDraft);
    setErrors(Object.fromEntries(missing.map((field) => [field, t('reports.form.required')])));
    if (missing.length) return;
    const { title, img, summary, state } = draft;
    save.mutate({
      ...draft,
      title: title.trim(),
      img: img.trim(),
      summary: summary.trim(),
      state: state ?? undefined,
      draft: isDraft,
    });
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {report ? t('reports.form.editTitle') : t('reports.form.createTitle')}
        </Title>
        <TextInput
          label={t('reports.form.title')}
          value={draft.title}
          onChange={(event) => change('title')(event.currentTarget.value)}
          error={errors.title}
          maxLength={200}
        />
        <ReportImageField
          value={draft.img}
          error={errors.img ?? imageError}
          isUploading={isUploading}
          onUpload={uploadImage}
          onChange={change('img')}
        />
        <Textarea
          label={t('reports.form.summary')}
          value={draft.summary}
          onChange={(event) => change('summary')(event.currentTarget.value)}
          error={errors.summary}
          rows={3}
          maxLength={2000}
        />
        <Select
          label={t('reports.form.type')}
          data={REPORT_STATES.map((value) => ({ value, label: t(`reports.states.${value}`) }))}
          value={draft.state}
          onChange={(value) => change('state')(value as ReportState | null)}
          error={errors.state}
          w={260}
        />
        <ReportTagPicker value={draft.tags} onChange={change('tags')} />
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('reports.form.body')}
          </Text>
          <ReportEditor initialHtml={draft.text} onChange={change('text')} onUploadImage={uploadImage} />
          {errors.text && (
            <Text size="sm" c="red" data-testid="report-body-error">
              {errors.text}
            </Text>
          )}
        </Stack>
        {message && (
          <Alert color={message.color} data-testid="report-save-message">
            {message.text}
          </Alert>
        )}
        <Group>
          <Button onClick={() => submit(false)} loading={save.isPending && save.variables?.draft === false}>
            {t('reports.form.post')}
          </Button>
          <Button
            variant="light"
            onClick={() => submit(true)}
            loading={save.isPending && save.variables?.draft === true}
          >
            {t('reports.form.draft')}
          </Button>
          <Button variant="subtle" color="gray" onClick={() => navigate('/AdminReport')}>
            {t('reports.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
