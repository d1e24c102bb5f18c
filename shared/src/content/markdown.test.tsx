import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, safeHref } from './markdown';

describe('markdownToSafeHtml', () => {
  it('renders headings, lists, tables and site links', () => {
    const html = markdownToSafeHtml('## Documents\n\n- PAN\n- Aadhaar\n\n| Fee | Amount |\n|---|---|\n| Processing | 1% |\n\n[Apply](/become-partner)');
    expect(html).toContain('<h2>Documents</h2>');
    expect(html).toContain('<li>PAN</li>');
    expect(html).toContain('<td>Processing</td>');
    expect(html).toContain('<a href="/become-partner">Apply</a>');
  });

  it('shows raw HTML as text and drops javascript: links and images', () => {
    const html = markdownToSafeHtml(
      'Hi <script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3)) ![x](javascript:alert(4))',
    );
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('click');
  });

  it('opens other sites in a new tab without handing them this page', () => {
    expect(markdownToSafeHtml('[RBI](https://rbi.org.in)')).toContain('<a href="https://rbi.org.in" rel="noopener noreferrer" target="_blank">RBI</a>');
  });
});

describe('safeHref', () => {
  it.each([
    ['/blog', '/blog'],
    ['https://example.com', 'https://example.com'],
    ['tel:+911234567890', 'tel:+911234567890'],
    ['JavaScript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
