// The text a PDF reader would copy out of a PDF we write, for tests: each text-showing operator's
// glyph codes mapped back through its font's ToUnicode map, in drawing order, and the fonts used.
// Enough for pdf-lib's own output (Type0 fonts with Identity-H codes, `<hex> Tj`); not a general
// PDF parser. Glyphs come out in visual order: a Devanagari i-matra (ि) precedes its consonant.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

const utf16 = (hex: string) => {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
};

const streamText = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; fonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Set<string>();
  let text = '';
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      fonts.add(String(font.get(PDFName.of('BaseFont'))));
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      const map = new Map<string, string>();
      if (toUnicode instanceof PDFRawStream) {
        for (const [, code, unicode] of streamText(toUnicode).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code!.toLowerCase(), utf16(unicode!));
      }
      maps.set(name.toString(), map);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      let map = new Map<string, string>();
      for (const [, font, hex] of streamText(stream).matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (font) map = maps.get(font) ?? new Map();
        else for (let i = 0; i + 4 <= hex!.length; i += 4) text += map.get(hex!.slice(i, i + 4).toLowerCase()) ?? '\uFFFD';
      }
      text += '\n';
    }
  }
  return { text, fonts: [...fonts] };
}
