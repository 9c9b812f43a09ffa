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
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement) || !(element.name in values)) continue;
      const name = element.name as keyof Values & string;
      if (typeof values[name] === 'string' && element.value !== values[name]) {
        form.setFieldValue(name, element.value as Values[typeof name]);
      }
    }
  }, []);
}
