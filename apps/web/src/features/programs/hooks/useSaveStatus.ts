import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../utils/saveErrorText.ts';

/** Where a save is: sent and waiting, done with a message, or failed with the reason. */
export type SaveStatus =
  | { phase: 'processing' }
  | { phase: 'finished'; message: string }
  | { phase: 'failed'; message: string };

/**
 * The spec's saving sequence (spec 02 §4 "Saving"): a processing modal while the save is on its way,
 * then a finished modal with the message, or 'An error has occurred' with the reason.
 */
export function useSaveStatus() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  return {
    status,
    close: () => setStatus(null),
    /**
     * Runs `save`, showing each phase; what was typed stays in the form whatever happens. A sheet
     * whose refusals carry their own codes words them with `errorText`.
     */
    run: async (
      save: () => Promise<unknown>,
      finishedMessage: string,
      errorText: (error: unknown) => string | null = () => null,
    ) => {
      setStatus({ phase: 'processing' });
      try {
        await save();
        setStatus({ phase: 'finished', message: finishedMessage });
      } catch (error) {
        setStatus({ phase: 'failed', message: errorText(error) ?? saveErrorText(error, t, i18n.language) });
      }
    },
  };
}
