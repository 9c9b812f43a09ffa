import type { UnitConversion } from '@cobertura/finance/units';
import type { TFunction } from 'i18next';

/** A factor's convention in the user's words; a reverse names the conversion it reverses. */
export function conventionText(conversion: UnitConversion, t: TFunction): string {
  const convention = t(`tools.units.conventions.${conversion.convention}`);
  return conversion.reverse
    ? t('tools.units.reverseConvention', { from: conversion.to, to: conversion.from, convention })
    : convention;
}
