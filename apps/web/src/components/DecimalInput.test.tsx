import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { DecimalInput } from './DecimalInput.tsx';

beforeAll(() => {
  // jsdom has no matchMedia, which Mantine's colour scheme reads.
  window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} }) as never;
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

/** A field whose value lives with its parent, as a Mantine form keeps it; `value` shows what is kept. */
function Field({ initial, next }: { initial: string; next?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DecimalInput label="Rate" value={value} onChange={setValue} testId="rate" />
      <output data-testid="kept">{value}</output>
      {next !== undefined && (
        <button type="button" onClick={() => setValue(next)}>
          set
        </button>
      )}
    </>
  );
}

async function renderField(lang: 'en' | 'es', initial: string, next?: string) {
  await act(() => i18n.changeLanguage(lang));
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Field initial={initial} next={next} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('rate') as HTMLInputElement;
}

/** Types `value` over the field's text, then leaves the field. */
function typeAndLeave(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('DecimalInput', () => {
  it('shows a default in the language’s notation, and again when the language changes', async () => {
    const input = await renderField('es', '0.05');
    expect(input.value).toBe('0,05');
    await act(() => i18n.changeLanguage('en'));
    expect(input.value).toBe('0.05');
    await act(() => i18n.changeLanguage('es'));
    expect(input.value).toBe('0,05');
  });

  it('keeps what is typed, in either notation, until the field is left', async () => {
    const input = await renderField('es', '1');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(input.value).toBe('1.5');
    expect(screen.getByTestId('kept').textContent).toBe('1.5');
    fireEvent.blur(input);
    expect(input.value).toBe('1,5');
    typeAndLeave(input, '2,75');
    expect(input.value).toBe('2,75');
    await act(() => i18n.changeLanguage('en'));
    expect(input.value).toBe('2.75');
  });

  it('takes a pasted grouped number as it is and shows its value without grouping', async () => {
    const input = await renderField('en', '');
    fireEvent.change(input, { target: { value: '1.234,56' } });
    expect(input.value).toBe('1.234,56');
    expect(screen.getByTestId('kept').textContent).toBe('1.234,56');
    fireEvent.blur(input);
    expect(input.value).toBe('1234.56');
    typeAndLeave(input, '1,234.56');
    expect(input.value).toBe('1234.56');
  });

  it('leaves text that is not a number as typed, for the library to name', async () => {
    const input = await renderField('es', '');
    typeAndLeave(input, 'abc');
    expect(input.value).toBe('abc');
  });

  it('shows a value set from elsewhere in the language’s notation, even while typing', async () => {
    const input = await renderField('es', '1', '1.4605259');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1.6' } });
    fireEvent.click(screen.getByText('set'));
    expect(input.value).toBe('1,4605259');
  });
});
