import type { UseFormReturnType } from '@mantine/form';
import { type RefObject, useLayoutEffect } from 'react';

/**
 * A prerendered form can be typed in before its script runs. Hydration leaves the typed text in the
 * fields but not in the form's state, so the next render would wipe it: once hydrated, before any
 * other render, the form takes over what its text fields hold.
 */
export function useKeepTypedBeforeHydration<Values extends Record<string, unknown>>(
  formRef: RefObject<HTMLFormElement | null>,
  form: UseFormReturnType<Values>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useLayoutEffect(() => {
    const values = form.getValues();
    const typed: Record<string, string> = {};
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement)) continue;
      const value = values[element.name];
      if (typeof value === 'string' && element.value !== value) typed[element.name] = element.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<Values>);
  }, []);
}
