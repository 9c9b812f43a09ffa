import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** What an import's preview and save answer: how many rows it adds, replaces and rejects. */
interface ImportAnswer {
  counts: { create: number; replace: number; rejected: number };
}

/**
 * A file import (My Data's book, staff's prices): the chosen file is previewed at once and saved on
 * demand, which the dialog offers only when nothing is rejected; choosing another file or closing
 * forgets both answers. A save runs `onSaved` (tell the user, reload what changed), then closes.
 */
export function useFileImport<Answer extends ImportAnswer>({
  preview,
  save,
  onSaved,
  onClose,
}: {
  preview: (file: File) => Promise<Answer>;
  save: (file: File) => Promise<Answer>;
  onSaved: (answer: Answer) => Promise<void>;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const previewing = useMutation({ mutationFn: (chosen: File) => preview(chosen) });
  const saving = useMutation({
    mutationFn: (chosen: File) => save(chosen),
    onSuccess: async (answer) => {
      await onSaved(answer);
      close();
    },
  });

  const close = () => {
    setFile(null);
    previewing.reset();
    saving.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    saving.reset();
    if (chosen) previewing.mutate(chosen);
    else previewing.reset();
  };

  const answer = previewing.data;
  const rejected = answer?.counts.rejected ?? 0;
  const importable = answer ? answer.counts.create + answer.counts.replace : 0;
  return {
    file,
    choose,
    close,
    answer,
    isReading: previewing.isPending,
    /** A failed save, else a failed preview: one at a time, as choosing a file forgets the save. */
    error: saving.error ?? previewing.error,
    rejected,
    importable,
    /** The import is offered only for a read file that adds or replaces rows and rejects none. */
    canSave: file !== null && answer !== undefined && rejected === 0 && importable > 0,
    save: () => {
      if (file) saving.mutate(file);
    },
    isSaving: saving.isPending,
  };
}
