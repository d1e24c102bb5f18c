// Article text is Markdown from the content store, rendered safe by construction: raw HTML in the
// source is never passed through (it is shown as text), and links and images may only point to
// http(s), mailto:, tel: or a path on this site. So a script, an event handler or a javascript:
// link in an article (or in a database someone tampered with) can never reach the page as markup.
import { useMemo } from 'react';
import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Only links a reader can safely follow; anything else (javascript:, data:, vbscript:) is dropped. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  // A path on this site, an anchor, or a relative path without a scheme.
  if (/^[/#?]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  return null;
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return inner;
      const external = /^https?:/i.test(safe);
      return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const safe = safeHref(href);
      if (!safe) return escapeHtml(text);
      return `<img src="${escapeHtml(safe)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
    },
  },
});

export function markdownToSafeHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

export function Markdown({ source, className = 'prose' }: { source: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(source), [source]);
  // Safe: markdownToSafeHtml lets no raw HTML and no unsafe URL through (see above).
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
