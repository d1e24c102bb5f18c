// Article text is Markdown from the content store. It is turned into HTML by marked and then
// sanitised by DOMPurify before it reaches the page, so a script, an event handler or a
// javascript: link in an article (or in a database someone tampered with) never runs.
import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';

export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
}

export function Markdown({ source, className = 'prose' }: { source: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(source), [source]);
  // Safe: the HTML was sanitised just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
