/**
 * Percent sent per file from a multipart body's overall progress (axios' `onUploadProgress`
 * event: `loaded`, and `total` when the browser knows it). Every upload of ours appends its files
 * after the text fields, in order, so each file's share is the bytes sent past its start. Without
 * a total the body is taken to be the files alone: the text fields are a few bytes beside a photo.
 */
export function progressPerFile(files: readonly { size: number }[], loaded: number, total: number | undefined): number[] {
  const sizes = files.map((f) => f.size);
  const fileBytes = sizes.reduce((a, b) => a + b, 0);
  const whole = total && total > 0 ? total : fileBytes;
  const before = Math.max(0, whole - fileBytes);
  let start = before;
  return sizes.map((size) => {
    const sent = Math.min(Math.max(loaded - start, 0), size);
    start += size;
    return size === 0 ? (loaded >= start ? 100 : 0) : Math.round((sent / size) * 100);
  });
}
