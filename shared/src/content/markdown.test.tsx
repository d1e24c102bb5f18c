import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown';

describe('markdownToSafeHtml', () => {
  it('renders headings, lists and tables', () => {
    const html = markdownToSafeHtml('## Documents\n\n- PAN\n- Aadhaar\n\n| Fee | Amount |\n|---|---|\n| Processing | 1% |');
    expect(html).toContain('<h2>Documents</h2>');
    expect(html).toContain('<li>PAN</li>');
    expect(html).toContain('<td>Processing</td>');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = markdownToSafeHtml('Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [x](javascript:alert(3))');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
});
