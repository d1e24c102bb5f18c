// A commission payout's statement as a PDF (pdf-lib: a small, maintained library that writes PDFs
// without a browser or native code), in the shop's language (English, Hindi or Marathi; decision
// 053). Lines: each sale with its invoice, commission, GST, TDS (s.194H) and net; then the totals
// and the transfer with its UTR.
//
// The font is Noto Sans Devanagari (@fontsource/noto-sans-devanagari, OFL), embedded as a subset:
// the standard PDF fonts have neither Devanagari nor the ₹ sign. Fontsource ships the family in
// script files, so Devanagari (with ₹) and Latin are two fonts and each line is drawn in runs of
// one script. Shaping (conjuncts, the i-matra before its consonant) is @pdf-lib/fontkit's Indic
// shaper, which needs a regenerator runtime in place before it is loaded.
import 'regenerator-runtime/runtime.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AccountLanguage } from '@platform/shared/contracts';
import { formatIndiaDay } from '@platform/shared/finance';
import { sellingProductLabel } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';
import { STATEMENT_TEXTS, type StatementTexts } from './statement-texts.ts';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: { regular: 'noto-sans-devanagari-latin-400-normal.woff', bold: 'noto-sans-devanagari-latin-700-normal.woff' },
  devanagari: { regular: 'noto-sans-devanagari-devanagari-400-normal.woff', bold: 'noto-sans-devanagari-devanagari-700-normal.woff' },
} as const;
type Script = keyof typeof FONT_FILES;
type Weight = 'regular' | 'bold';

// Read once per process: a statement is drawn while the shop waits.
const fontBytes = new Map<string, Promise<Buffer>>();
function fontFile(name: string): Promise<Buffer> {
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = readFile(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`));
    fontBytes.set(name, bytes);
  }
  return bytes;
}

/** What the Devanagari file covers (its unicode-range in the package's unicode.json): ₹ is in it. */
const DEVANAGARI_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0)!;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};

/** The text in runs of one script; spaces stay with the run they follow, so a phrase is one run. */
export function scriptRuns(text: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const script: Script = isDevanagari(char) ? 'devanagari' : /\s/.test(char) && last ? last.script : 'latin';
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

const LOCALES: Record<AccountLanguage, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };
// Amounts as Indian statements print them in every language: Indian grouping, Latin digits, ₹.
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (paise: number) => `₹${rupees.format(paise / 100)}`;
/** A day as the site writes it in the language ("27 Nov 2026", "27 नव॰ 2026", "२७ नोव्हें, २०२६"). */
function dayIn(language: AccountLanguage, at: Date): string {
  if (language === 'en') return formatIndiaDay(at);
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);
}
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

class Writer {
  page: PDFPage;
  y = 800;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Record<Script, Record<Weight, PDFFont>>,
  ) {
    this.page = doc.addPage([595, 842]); // A4, points
  }

  newPage() {
    this.page = this.doc.addPage([595, 842]);
    this.y = 800;
  }

  width(value: string, size = 10, weight: Weight = 'regular'): number {
    return scriptRuns(value).reduce((sum, run) => sum + this.fonts[run.script][weight].widthOfTextAtSize(run.text, size), 0);
  }

  text(value: string, x: number, size = 10, weight: Weight = 'regular') {
    let at = x;
    for (const run of scriptRuns(value)) {
      const font = this.fonts[run.script][weight];
      this.page.drawText(run.text, { x: at, y: this.y, size, font, color: rgb(0.1, 0.12, 0.2) });
      at += font.widthOfTextAtSize(run.text, size);
    }
  }

  right(value: string, xRight: number, size = 10, weight: Weight = 'regular') {
    this.text(value, xRight - this.width(value, size, weight), size, weight);
  }

  /** A paragraph within the page's margins, broken between words. */
  paragraph(value: string, x: number, maxWidth: number, size: number, lineHeight: number) {
    let line = '';
    for (const word of value.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, size) > maxWidth) {
        this.text(line, x, size);
        this.y -= lineHeight;
        line = word;
      } else line = next;
    }
    if (line) this.text(line, x, size);
  }

  rule() {
    this.page.drawLine({ start: { x: 40, y: this.y - 4 }, end: { x: 555, y: this.y - 4 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.75) });
  }
}

export async function statementPdf(q: Queryable, batchId: string, now: Date, language: AccountLanguage = 'en'): Promise<Buffer> {
  const { rows: batches } = await q.query<{
    id: string;
    status: string;
    commission_paise: string;
    gst_paise: string;
    tds_paise: string;
    net_paise: string;
    paid_at: Date | null;
    utr: string | null;
    failure_reason: string | null;
    shop_name: string;
    shop_code: string | null;
    account_masked: string | null;
    ifsc: string | null;
    transfer_id: string | null;
    requested_at: Date | null;
  }>(
    `SELECT b.*, u.username AS shop_name, u.referral_code AS shop_code, t.account_masked, t.ifsc, t.requested_at
       FROM payout_batches b JOIN users u ON u.id = b.vendor_id LEFT JOIN payout_transfers t ON t.transfer_id = b.transfer_id WHERE b.id = $1`,
    [batchId],
  );
  const batch = batches[0]!;
  const { rows: lines } = await q.query<{
    product: string;
    customer_name: string | null;
    invoice_number: string | null;
    commission_paise: string;
    gst_paise: string;
    tds_paise: string;
    net_paise: string;
  }>(
    `SELECT c.product, l.customer_name, c.invoice_number, bl.commission_paise, bl.gst_paise, bl.tds_paise, bl.net_paise
       FROM payout_batch_lines bl JOIN vendor_commissions c ON c.id = bl.commission_id LEFT JOIN leads l ON l.id = c.lead_id
      WHERE bl.batch_id = $1 ORDER BY c.earned_at, c.id`,
    [batchId],
  );
  const t: StatementTexts = STATEMENT_TEXTS[language] ?? STATEMENT_TEXTS.en;

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(fill(t.documentTitle, { id: batch.id }));
  doc.setLanguage(LOCALES[language]);
  doc.setCreator('LoanSetu');
  const embed = async (script: Script, weight: Weight) => doc.embedFont(await fontFile(FONT_FILES[script][weight]), { subset: true });
  const [latinRegular, latinBold, devanagariRegular, devanagariBold] = await Promise.all([
    embed('latin', 'regular'),
    embed('latin', 'bold'),
    embed('devanagari', 'regular'),
    embed('devanagari', 'bold'),
  ]);
  const w = new Writer(doc, { latin: { regular: latinRegular, bold: latinBold }, devanagari: { regular: devanagariRegular, bold: devanagariBold } });

  w.text('LoanSetu', 40, 18, 'bold');
  w.right(t.title, 555, 12, 'bold');
  w.y -= 30;
  w.text(fill(t.shop, { shop: `${batch.shop_name}${batch.shop_code ? ` (${batch.shop_code})` : ''}` }), 40);
  w.right(fill(t.madeOn, { date: dayIn(language, now) }), 555);
  w.y -= 16;
  w.text(fill(t.payout, { id: batch.id }), 40);
  w.y -= 16;
  const status =
    batch.status === 'paid' && batch.paid_at
      ? fill(t.paidOn, { date: dayIn(language, new Date(batch.paid_at)), utr: batch.utr ?? '' })
      : batch.status === 'processing'
        ? t.processing
        : `${batch.status === 'reversed' ? t.reversed : t.notPaid}: ${batch.failure_reason ?? ''}`;
  w.text(status, 40, 10, 'bold');
  w.y -= 16;
  if (batch.account_masked) {
    w.text(fill(t.toAccount, { account: batch.account_masked, ifsc: batch.ifsc ?? '', transfer: batch.transfer_id ?? '' }), 40);
  }
  w.y -= 28;

  const columns = [
    { title: t.columns.sale, x: 40 },
    { title: t.columns.invoice, x: 215 },
    { title: t.columns.commission, xr: 375 },
    { title: t.columns.gst, xr: 435 },
    { title: t.columns.tds, xr: 495 },
    { title: t.columns.net, xr: 555 },
  ] as const;
  for (const c of columns) {
    if ('xr' in c) w.right(c.title, c.xr, 9, 'bold');
    else w.text(c.title, c.x, 9, 'bold');
  }
  w.rule();
  w.y -= 18;
  for (const l of lines) {
    if (w.y < 80) w.newPage();
    const sale = `${sellingProductLabel(l.product)}${l.customer_name ? `, ${l.customer_name}` : ''}`;
    w.text(sale.length > 34 ? `${sale.slice(0, 33)}...` : sale, 40, 9);
    w.text(l.invoice_number ?? '-', 215, 9);
    w.right(money(Number(l.commission_paise)), 375, 9);
    w.right(money(Number(l.gst_paise)), 435, 9);
    w.right(money(Number(l.tds_paise)), 495, 9);
    w.right(money(Number(l.net_paise)), 555, 9);
    w.y -= 16;
  }
  w.rule();
  w.y -= 18;
  w.text(t.total, 40, 10, 'bold');
  w.right(money(Number(batch.commission_paise)), 375, 9, 'bold');
  w.right(money(Number(batch.gst_paise)), 435, 9, 'bold');
  w.right(money(Number(batch.tds_paise)), 495, 9, 'bold');
  w.right(money(Number(batch.net_paise)), 555, 9, 'bold');
  w.y -= 36;
  if (w.y < 80) w.newPage();
  w.paragraph(t.tdsNote, 40, 515, 8, 12);
  w.y -= 12;
  w.paragraph(t.gstNote, 40, 515, 8, 12);
  return Buffer.from(await doc.save());
}
