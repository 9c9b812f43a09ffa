import { Text, TextInput } from '@mantine/core';

/**
 * A number field that keeps exactly what the user typed (a decimal point or comma, or text the
 * library will refuse with its own message); `unit` is shown inside the field on the right.
 */
export function DecimalInput({
  label,
  value,
  onChange,
  unit,
  testId,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit?: string;
  testId?: string;
  description?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
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
