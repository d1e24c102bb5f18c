import { describe, expect, it } from 'vitest';
import { labelCellsByColumn } from './column-labels';

describe('labelCellsByColumn', () => {
  it('gives each body cell its column header’s words, spanning cells included', () => {
    document.body.innerHTML = `<main><table>
      <thead><tr><th>Product</th><th>Amount</th><th>Status</th></tr></thead>
      <tbody><tr><td>Home loan</td><td>₹30,00,000</td><td>Disbursed</td></tr><tr><td colspan="2">Note</td><td>Open</td></tr></tbody>
    </table></main>`;
    labelCellsByColumn(document.body);
    const labels = [...document.querySelectorAll('td')].map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['Product', 'Amount', 'Status', 'Product', 'Status']);
  });

  it('leaves a table without a header row as it is', () => {
    document.body.innerHTML = '<table><tbody><tr><td>Only data</td></tr></tbody></table>';
    labelCellsByColumn(document.body);
    expect(document.querySelector('td')!.hasAttribute('data-label')).toBe(false);
  });
});
