import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { CreateReportPage } from './CreateReportPage.tsx';

// The rich-text editor needs a real browser (the browser tests type into it); here it is a text area.
vi.mock('./ReportEditor.tsx', () => ({
  ReportEditor: ({ onChange }: { onChange: (html: string) => void }) => (
    <textarea aria-label="Report body" onChange={(event) => onChange(event.currentTarget.value)} />
  ),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const TAGS = [
  { pk: 1, tag_name: 'Currencies', tag_name_es: 'Divisas', Id_tag_parent: null },
  { pk: 2, tag_name: 'LatAm', tag_name_es: null, Id_tag_parent: 1 },
  { pk: 3, tag_name: 'USDCOP', tag_name_es: null, Id_tag_parent: 2 },
];

const STORED = '/api/report_images/0b6f7c1e-2d3a-4c5b-8e9f-a1b2c3d4e5f6';

async function openEditor() {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const saved: unknown[] = [];
  const uploads: string[] = [];
  const view = await renderApp(
    [
      { path: '/CreateReport', element: <CreateReportPage /> },
      { path: '/AdminReport', element: <p>admin list</p> },
    ],
    '/CreateReport',
    (url, init) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/user') return jsonResponse(200, fakeUser({ is_staff: true }));
      if (pathname === '/api/report_tags') return jsonResponse(200, { items: TAGS });
      if (pathname === '/api/reports' && init?.method === 'POST') {
        saved.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { message: 'Draft saved.', pk_id_report: 9 });
      }
      if (pathname === '/api/report_images' && init?.method === 'POST') {
        const file = (init.body as FormData).get('file') as File;
        uploads.push(file.name);
        return file.name.endsWith('.png')
          ? jsonResponse(201, { url: STORED })
          : jsonResponse(400, {
              error: { code: 'IMAGE_REJECTED', message: 'Upload a PNG, JPEG, WebP or GIF image.' },
            });
      }
      return undefined;
    },
  );
  return { ...view, saved, uploads };
}

/** Chooses a file in the image field's file picker (the body editor is a text area here). */
function chooseImage(file: File) {
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('no file picker');
  fireEvent.change(picker, { target: { files: [file] } });
}

describe('create report', () => {
  it("refuses to post without title, summary and type with the spec's message, and sends nothing", async () => {
    const { saved } = await openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'SAVE AND POST' }));
    expect(
      await screen.findAllByText('This field is required if the report is to be published.'),
    ).toHaveLength(3);
    expect(saved).toEqual([]);
  });

  it('posts without an image, which the server makes the default one', async () => {
    const { saved } = await openEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Peso outlook' } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Carry and oil.' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Report type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Public', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'SAVE AND POST' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ title: 'Peso outlook', img: '', state: 'PUBLIC', draft: false });
    expect(screen.queryByText('This field is required if the report is to be published.')).toBeNull();
  });

  it('saves a draft with title and summary, with the parent tags, then opens the list after the message', async () => {
    const { saved, router } = await openEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Peso outlook' } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Carry and oil.' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Currencies › LatAm › USDCOP', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getAllByTestId('chosen-tag').map((tag) => tag.textContent)).toEqual([
      'Currencies',
      'LatAm',
      'USDCOP',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'SAVE DRAFTS' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      title: 'Peso outlook',
      summary: 'Carry and oil.',
      tags: [1, 2, 3],
      draft: true,
    });
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminReport'), { timeout: 4000 });
  });

  it('takes the image as an upload, never a typed address, and saves the stored address', async () => {
    const { saved, uploads } = await openEditor();
    const path = (await screen.findByTestId('report-image-path')) as HTMLInputElement;
    expect(path.readOnly).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')?.accept).toBe(
      'image/png,image/jpeg,image/webp,image/gif',
    );
    chooseImage(new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Upload a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    expect(path.value).toBe('');
    chooseImage(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chart.png', { type: 'image/png' }));
    await waitFor(() => expect(path.value).toBe(STORED));
    expect(uploads).toEqual(['drawing.svg', 'chart.png']);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Peso outlook' } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Carry and oil.' } });
    fireEvent.click(screen.getByRole('button', { name: 'SAVE DRAFTS' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ title: 'Peso outlook', img: STORED, draft: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(path.value).toBe('');
  });

  it('names the tags in Spanish for a Spanish reader, keeping codes as they are', async () => {
    await openEditor();
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Etiquetas' }));
    expect(
      await screen.findByRole('option', { name: 'Divisas › LatAm › USDCOP', hidden: true }),
    ).toBeTruthy();
  });
});
