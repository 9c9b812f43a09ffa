import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { saveFile } from '../../../utils/saveFile.ts';

/** A file fetched and saved on a click, busy meanwhile, with a notice when it fails. */
export function useDownload(failedText: string) {
  const [isBusy, setBusy] = useState(false);
  const download = async (fetchFile: () => Promise<Blob>, filename: string) => {
    setBusy(true);
    try {
      saveFile(await fetchFile(), filename);
    } catch {
      notifications.show({ color: 'red', message: failedText });
    } finally {
      setBusy(false);
    }
  };
  return {
    isBusy,
    download: (fetchFile: () => Promise<Blob>, filename: string) => void download(fetchFile, filename),
  };
}
