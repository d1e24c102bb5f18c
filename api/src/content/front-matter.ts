/**
 * The content files' header: `---`, one `key: value` per line, `---`, then the Markdown body.
 * Flat text values only, which is all an article needs, so no YAML parser is pulled in.
 */
export function parseFrontMatter(source: string, file: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing the --- header ---`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const at = line.indexOf(':');
    if (at < 1) throw new Error(`${file}: header line "${line}" is not "key: value"`);
    fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { fields, body: match[2]!.trim() };
}

/** About 200 words a minute, the pace most reading-time estimates use; never less than a minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}
