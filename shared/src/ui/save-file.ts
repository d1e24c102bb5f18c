// Hands a file the page fetched (a certificate, an export) to the browser's downloads under its
// name. The object URL is released a minute later: the download has started by then.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
