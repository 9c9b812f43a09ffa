import { useForm } from '@mantine/form';
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepTypedBeforeHydration } from './useKeepTypedBeforeHydration.ts';

let rerender: () => void = () => {};

function SignIn() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ mode: 'controlled', initialValues: { username: '', password: '' } });
  const [, setRenders] = useState(0);
  rerender = () => setRenders((count) => count + 1);
  useKeepTypedBeforeHydration(formRef, form);
  return (
    <form ref={formRef}>
      <input aria-label="Username" name="username" {...form.getInputProps('username')} />
      <input aria-label="Password" name="password" {...form.getInputProps('password')} />
    </form>
  );
}

function inputNamed(container: HTMLElement, name: string): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  return input;
}

describe('a prerendered form typed in before its script runs', () => {
  const container = document.createElement('div');
  afterEach(() => container.remove());

  it('keeps what was typed through hydration and the renders after it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container.innerHTML = renderToString(<SignIn />);
    document.body.append(container);
    inputNamed(container, 'username').value = 'treasury';

    await act(async () => {
      hydrateRoot(container, <SignIn />);
    });
    await act(async () => rerender());

    expect(inputNamed(container, 'username').value).toBe('treasury');
    expect(inputNamed(container, 'password').value).toBe('');
  });
});
