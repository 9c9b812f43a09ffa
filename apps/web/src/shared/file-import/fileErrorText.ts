import type { TFunction } from 'i18next';
import { ApiError } from '../../api/apiError.ts';

/** Why a file could not be read or imported, in the same words for every import (by the error's code). */
export function fileErrorText(error: unknown, t: TFunction): string {
  return t(`fileImport.errors.${error instanceof ApiError ? error.code : 'other'}`, {
    defaultValue: t('fileImport.errors.other'),
  });
}
