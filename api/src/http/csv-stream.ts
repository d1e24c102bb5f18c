// A CSV export streamed in keyset batches (decision 046, the audit log's export and the shop's sell
// history): each batch starts after the previous batch's last row, in the export's order, so every
// batch is an index walk of the same cost however deep the export is, and no server-side cursor
// is held open (PGlite has none, and on PostgreSQL one would pin a pooled connection for the
// whole download). The next batch is read only when the socket has taken the last one, so the API
// holds about one batch whatever the row count.
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * One CSV cell: quoted when it must be, and a leading = + - @ defused with an apostrophe, so a
 * spreadsheet opening the export never runs a formula someone typed into a field.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(',') + '\r\n';

export interface KeysetCsvExport<Row> {
  /** What is exported, for the log ("audit export"). */
  what: string;
  header: readonly string[];
  /** The first batch (`after` undefined), or the one after the row `after`, in the export's order. */
  batch(after: Row | undefined, limit: number): Promise<Row[]>;
  cells(row: Row): readonly (string | number | null)[];
  batchSize: number;
  /** The most rows the file holds. */
  max: number;
}

/**
 * The export's CSV: the header, then each batch's lines as one chunk, at most `max` rows. The first
 * batch is read before anything is sent, so a bad filter or a failing database still answers with
 * an error status; a failure after that throws out of the stream, which destroys the response: the
 * client sees a broken download, not a short file that looks complete.
 */
export async function keysetCsvStream<Row>(spec: KeysetCsvExport<Row>, log: FastifyBaseLogger): Promise<Readable> {
  const { batchSize, max } = spec;
  let batch = await spec.batch(undefined, Math.min(batchSize, max));
  async function* lines() {
    let written = 0;
    try {
      yield csvLine(spec.header);
      while (batch.length > 0) {
        written += batch.length;
        yield batch.map((row) => csvLine(spec.cells(row))).join('');
        const left = max - written;
        if (batch.length < batchSize || left <= 0) return;
        const last = batch.at(-1)!;
        // Let this batch's rows go while the next is read: no more than one batch is held.
        batch = [];
        batch = await spec.batch(last, Math.min(batchSize, left));
      }
    } catch (error) {
      log.error({ err: error, rowsWritten: written }, `${spec.what} failed mid-stream; the download is cut off`);
      throw error;
    }
  }
  // Not object mode: a batch (a few hundred KB) is past the 16 KB high-water mark, so the next one
  // is read only once the socket has drained this one.
  return Readable.from(lines(), { objectMode: false });
}
