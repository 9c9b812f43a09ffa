import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from './saveErrorText.ts';

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
     * Runs `save`, showing each phase; what was typed stays in the form whatever happens. The
     * finished message is given, or made from the server's answer; a sheet whose refusals carry
     * their own codes words them with `errorText`.
     */
    run: async <T>(
      save: () => Promise<T>,
      finishedMessage: string | ((answer: T) => string),
      errorText: (error: unknown) => string | null = () => null,
    ) => {
      setStatus({ phase: 'processing' });
      try {
        const answer = await save();
        setStatus({
          phase: 'finished',
          message: typeof finishedMessage === 'string' ? finishedMessage : finishedMessage(answer),
        });
      } catch (error) {
        setStatus({ phase: 'failed', message: errorText(error) ?? saveErrorText(error, t, i18n.language) });
      }
    },
  };
}
