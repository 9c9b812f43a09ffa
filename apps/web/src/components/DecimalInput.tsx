import { Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localInputText } from '../utils/parseDecimal.ts';

/**
 * A number field in the language's notation: its value (typed, a default or a computed one, in
 * either notation) shows with the language's decimal separator ('1,60' in Spanish), and shows again
 * when the language changes. While the user types, the field keeps exactly what was typed (a point
 * or a comma, a pasted '1.234,56', or text the library will refuse with its own message), and that
 * text is what `onChange` hands on; it shows in the language's notation once the field is left.
 * `unit` is shown inside the field on the right. Takes a Mantine form's `getInputProps(name)` as
 * they are.
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
  const { i18n } = useTranslation();
  const text = value ?? '';
  // The text being typed; shown only while it is still the value (a new value from elsewhere wins).
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && typed === text ? typed : localInputText(text, i18n.language);
  return (
    <TextInput
      label={label}
      description={description}
      value={shown}
      error={error}
      onFocus={onFocus}
      onBlur={() => {
        setTyped(null);
        onBlur?.();
      }}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        onChange(next);
      }}
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
