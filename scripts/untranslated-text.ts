// The extraction check of issue 33: every word a component renders comes from a texts catalogue
// (defineTexts / defineCoreTexts / a shared namespace), so the language switch can change it. This
// finds what a component writes as a literal instead: text between JSX tags, a string literal
// child (`{'…'}`), and the string attributes a person reads or hears (aria-label, placeholder,
// title, alt, label). It reads the source with the TypeScript parser rather than running the
// components: a literal shows up here whether or not a test happens to render its branch.
//
// What it cannot see: English held in a variable or an object and rendered through it (a
// navigation table, an options array). Those are caught where they end up on screen, by the Hindi
// pass over the catalogue in e2e.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { foreignWords } from './same-in-every-language';

/** The attributes whose value a person reads (or a screen reader says), on any element, and those
 * read only on HTML elements (a component's `title` prop may be a texts key). */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'label']);
const READ_HTML_ATTRIBUTES = new Set(['title', 'alt']);

export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

/** The literal texts a component file renders, with their lines. */
export function untranslatedTextsIn(file: string, source: string): UntranslatedText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: UntranslatedText[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (foreignWords(clean).length === 0) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: clean });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent) && isStringLiteral(node.expression)) {
      report(node, node.expression.text);
    } else if (ts.isJsxAttribute(node) && node.initializer && isReadAttribute(node, sf)) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(node, value.text);
      else if (ts.isJsxExpression(value) && value.expression && isStringLiteral(value.expression)) report(node, value.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function isReadAttribute(attribute: ts.JsxAttribute, sf: ts.SourceFile): boolean {
  const name = attribute.name.getText(sf);
  if (READ_ATTRIBUTES.has(name)) return true;
  const tag = attribute.parent.parent.tagName.getText(sf);
  return READ_HTML_ATTRIBUTES.has(name) && /^[a-z]/.test(tag);
}

const isStringLiteral = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The component files of the apps (not tests, test kits or stories), relative to `root`. */
export function componentFiles(root: string): string[] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mf-'));
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'testing' || name === 'node_modules' ? [] : walk(full);
      return name.endsWith('.tsx') && !/\.test\.tsx$|test-kit\.tsx$/.test(name) ? [path.relative(root, full)] : [];
    });
  return apps.flatMap((app) => {
    const src = path.join(root, app, 'src');
    try {
      return statSync(src).isDirectory() ? walk(src) : [];
    } catch {
      return [];
    }
  });
}

/** Every literal text of every component file under `root`, file by file. */
export function untranslatedTexts(root: string): Map<string, UntranslatedText[]> {
  const byFile = new Map<string, UntranslatedText[]>();
  for (const file of componentFiles(root).sort()) {
    const texts = untranslatedTextsIn(file, readFileSync(path.join(root, file), 'utf8'));
    if (texts.length > 0) byFile.set(file.split(path.sep).join('/'), texts);
  }
  return byFile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  for (const [file, texts] of untranslatedTexts(root)) {
    console.log(`${file} (${texts.length})`);
    for (const { line, text } of texts) console.log(`  ${line}: ${text}`);
  }
}
