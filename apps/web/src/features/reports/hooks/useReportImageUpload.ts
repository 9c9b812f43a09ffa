import { REPORT_IMAGE_MAX_BYTES } from '@cobertura/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsApi } from '../api/reportsApi.ts';

/**
 * Uploads a report's image (the image field's and the body's): a file over the size limit is
 * refused before it is sent. `uploadImage` answers the stored address, or undefined with
 * `imageError` set.
 */
export function useReportImageUpload() {
  const { t } = useTranslation();
  const [imageError, setImageError] = useState<string>();
  const upload = useMutation({ mutationFn: reportsApi.uploadImage });
  const uploadImage = async (file: File): Promise<string | undefined> => {
    setImageError(undefined);
    if (file.size > REPORT_IMAGE_MAX_BYTES) {
      setImageError(t('reports.form.imageTooLarge'));
      return undefined;
    }
    try {
      return (await upload.mutateAsync(file)).url;
    } catch {
      setImageError(t('reports.form.imageRejected'));
      return undefined;
    }
  };
  return { uploadImage, imageError, isUploading: upload.isPending };
}
