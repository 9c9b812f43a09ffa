import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A number field that keeps exactly what the user typed (a decimal point or comma, or text the
 * library will refuse with its own message); `unit` is shown inside the field on the right. Takes
 * a Mantine form's `getInputProps(name)` as they are.
 */
export function DecimalInput({
  label,
  value,
  onChange,
  unit,
  testId,
  description,
  error,
  onFocus,
  onBlur,
}: {
  label: string;
  /** What was typed; a Mantine form in controlled mode always gives it. */
  value?: string;
  onChange: (value: string) => void;
  unit?: string;
  testId?: string;
  description?: string;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value ?? ''}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        unit ? (
          <Text size="xs" c="dimmed">
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? 44 : undefined}
      data-testid={testId}
    />
  );
}
