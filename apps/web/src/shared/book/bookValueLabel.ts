import type { TFunction } from 'i18next';

/** An enumeration's value of the book (LONG, ACCOUNTS PAYABLE, FORWARD…) as the user reads it. */
export function bookValueLabel(value: string, t: TFunction): string {
  return t(`bookValues.${value}`, { defaultValue: value });
}
