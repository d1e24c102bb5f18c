// What a person sees while their files go up: one bar per file, labelled with the file's name and
// the percent sent, so a large photo on a slow phone connection shows it is moving. Placed beside
// the file field by each page; the field itself (shared forms) stays as it is.
import { useCallback, useId, useState } from 'react';
import { uploadProgressTexts } from './upload-progress-texts';

/** The files being sent, in the order the body holds them, and the percent sent of each. */
export interface UploadInFlight {
  files: readonly { name: string; size: number }[];
  percents: readonly number[];
}

/** Called by an upload's API function with the percent sent per file (`progressPerFile`). */
export type OnFileProgress = (percents: number[]) => void;

/**
 * The progress of one upload at a time: `track` shows its files at 0 %, follows the percents the
 * API function reports, and clears them when the call ends, sent or failed (the caller keeps the
 * chosen files). `upload` is what `<UploadProgress>` shows, undefined when nothing is sending.
 */
export function useUploadProgress() {
  const [upload, setUpload] = useState<UploadInFlight | undefined>(undefined);
  const track = useCallback(async <T,>(files: UploadInFlight['files'], send: (onProgress: OnFileProgress) => Promise<T>): Promise<T> => {
    setUpload({ files, percents: files.map(() => 0) });
    try {
      return await send((percents) => setUpload({ files, percents }));
    } finally {
      setUpload(undefined);
    }
  }, []);
  return { upload, track };
}

export function UploadProgress({ upload }: { upload: UploadInFlight | undefined }) {
  const id = useId();
  const { t } = uploadProgressTexts.useTexts();
  if (!upload || upload.files.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label={t('list')}>
      {upload.files.map((file, index) => {
        const percent = upload.percents[index] ?? 0;
        return (
          <li key={`${file.name}-${index}`} className="upload-progress__file">
            <label htmlFor={`${id}-${index}`}>{t('file', { file: file.name, percent })}</label>
            <progress id={`${id}-${index}`} max={100} value={percent} />
          </li>
        );
      })}
    </ul>
  );
}
