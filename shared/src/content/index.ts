export { Markdown, markdownToSafeHtml } from './markdown';
