import {
  REPORT_IMAGE_MAX_BYTES,
  REPORT_STATES,
  type ReportForEdit,
  type ReportState,
  type SaveReportRequest,
} from '@cobertura/contracts';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Container,
  FileButton,
  Group,
  Image,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/apiError.ts';
import { reportsApi } from '../api/reportsApi.ts';
import { useReportTags } from '../hooks/useReports.ts';
import { tagOptions, tagsWithParents } from '../utils/tagsWithParents.ts';
import { ReportEditor } from './ReportEditor.tsx';

/** After a save, the server's message shows this long before the list opens (spec 01 §9). */
const BACK_TO_LIST_MS = 2000;

type Field = 'title' | 'img' | 'summary' | 'state' | 'text';

/** The image types the server stores (it reads the type from the file's bytes). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Create and edit (spec 01 §2, §5): SAVE AND POST needs title, image, summary and report type;
 * SAVE DRAFTS title and summary. Nothing is sent while a field is in error. The server's message
 * shows, then the admin list opens after two seconds. The image is uploaded, never typed: a report
 * shows only images stored on the platform, so its path field is read-only.
 */
export function ReportForm({ report }: { report?: ReportForEdit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tags = useReportTags();
  const [title, setTitle] = useState(report?.title ?? '');
  const [img, setImg] = useState(report?.img ?? '');
  const [summary, setSummary] = useState(report?.summary ?? '');
  const [state, setState] = useState<ReportState | null>(report?.state ?? null);
  const [chosenTags, setChosenTags] = useState<number[]>(report?.tags ?? []);
  const [tagToAdd, setTagToAdd] = useState<string | null>(null);
  const [text, setText] = useState(report?.text ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [imageError, setImageError] = useState<string>();
  const [message, setMessage] = useState<{ color: string; text: string }>();

  const save = useMutation({
    mutationFn: (body: SaveReportRequest) =>
      report ? reportsApi.edit(report.IdReport, body) : reportsApi.create(body),
    onSuccess: (answer) => {
      setMessage({ color: 'green', text: answer.message });
      setTimeout(() => navigate('/AdminReport'), BACK_TO_LIST_MS);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields) {
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, messages]) => [field, messages[0]]),
          ) as Partial<Record<Field, string>>,
        );
      }
      setMessage({ color: 'red', text: t('reports.form.failed') });
    },
  });

  const upload = useMutation({ mutationFn: reportsApi.uploadImage });
  const uploadImage = async (file: File): Promise<string | undefined> => {
    setImageError(undefined);
    if (file.size > REPORT_IMAGE_MAX_BYTES) {
      setImageError(t('reports.form.imageTooLarge'));
      return undefined;
    }
    try {
      return (await upload.mutateAsync(file)).url;
    } catch {
      setImageError(t('reports.form.imageRejected'));
      return undefined;
    }
  };

  const submit = (isDraft: boolean) => {
    const required: Exclude<Field, 'text'>[] = isDraft
      ? ['title', 'summary']
      : ['title', 'img', 'summary', 'state'];
    const values = { title: title.trim(), img: img.trim(), summary: summary.trim(), state };
    const missing = required.filter((field) => !values[field]);
    setErrors(Object.fromEntries(missing.map((field) => [field, t('reports.form.required')])));
    if (missing.length) return;
    save.mutate({ ...values, state: state ?? undefined, text, tags: chosenTags, draft: isDraft });
  };

  const allTags = tags.data?.items ?? [];
  const nameOf = (id: number) => allTags.find((tag) => tag.pk === id)?.tag_name ?? String(id);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {report ? t('reports.form.editTitle') : t('reports.form.createTitle')}
        </Title>
        <TextInput
          label={t('reports.form.title')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
          maxLength={200}
        />
        <Stack gap={4}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('reports.form.imagePath')}
              value={img}
              readOnly
              placeholder={t('reports.form.imageNone')}
              error={errors.img ?? imageError}
              style={{ flexGrow: 1 }}
              data-testid="report-image-path"
              rightSection={
                img ? (
                  <CloseButton
                    size="sm"
                    aria-label={t('reports.form.imageRemove')}
                    onClick={() => setImg('')}
                  />
                ) : null
              }
            />
            <FileButton
              accept={IMAGE_TYPES}
              onChange={async (file) => {
                const url = file ? await uploadImage(file) : undefined;
                if (url) setImg(url);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={upload.isPending}
                  data-testid="report-image-upload"
                >
                  {t('reports.form.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('reports.form.imageHint')}
          </Text>
          {img && <Image src={img} alt="" h={120} w={220} fit="cover" radius="sm" />}
        </Stack>
        <Textarea
          label={t('reports.form.summary')}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
          error={errors.summary}
          rows={3}
          maxLength={2000}
        />
        <Select
          label={t('reports.form.type')}
          data={REPORT_STATES.map((value) => ({ value, label: t(`reports.states.${value}`) }))}
          value={state}
          onChange={(value) => setState(value as ReportState | null)}
          error={errors.state}
          w={260}
        />
        <Stack gap={4}>
          <Group align="flex-end" gap="sm">
            <Select
              label={t('reports.form.tags')}
              placeholder={t('reports.form.tagPick')}
              data={tagOptions(allTags)}
              value={tagToAdd}
              onChange={setTagToAdd}
              searchable
              w={340}
            />
            <Button
              variant="light"
              disabled={tagToAdd === null}
              onClick={() => {
                if (tagToAdd === null) return;
                setChosenTags(tagsWithParents(allTags, [...chosenTags, Number(tagToAdd)]));
                setTagToAdd(null);
              }}
            >
              {t('reports.form.tagSelect')}
            </Button>
          </Group>
          <Group gap={4}>
            {chosenTags.map((id) => (
              <Badge
                key={id}
                data-testid="chosen-tag"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('reports.form.tagRemove', { tag: nameOf(id) })}
                    onClick={() => setChosenTags(chosenTags.filter((tag) => tag !== id))}
                  />
                }
              >
                {nameOf(id)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('reports.form.body')}
          </Text>
          <ReportEditor initialHtml={text} onChange={setText} onUploadImage={uploadImage} />
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
