import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@platform/shared';
import { PRODUCTS, sellingProductLabel } from '@platform/shared/schemas';
import { productNameTexts, useProductName } from './product-names';

function Names({ products }: { products: string[] }) {
  const productName = useProductName();
  return (
    <ul>
      {products.map((product) => (
        <li key={product}>{productName(product)}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => act(() => setLanguage('en')));

describe('product names', () => {
  it('in English are the shared table’s labels, so English pages read as before', () => {
    for (const [slug, name] of Object.entries(productNameTexts.en)) expect(name).toBe(sellingProductLabel(slug));
    expect(Object.keys(PRODUCTS).every((slug) => slug in productNameTexts.en)).toBe(true);
  });

  it('follow the switch by slug, by the English name an answer carries and by an enquiry’s type', () => {
    render(<Names products={['home-loan', 'Loan against property', 'education loan', 'gold-loan']} />);
    expect(shown()).toEqual(['Home loan', 'Loan against property', 'Education loan', 'Gold-loan']);
    act(() => setLanguage('hi'));
    // A product we have no words for is named as the shared table names it.
    expect(shown()).toEqual(['होम लोन', 'प्रॉपर्टी पर लोन', 'एजुकेशन लोन', 'Gold-loan']);
    act(() => setLanguage('mr'));
    expect(shown()).toEqual(['गृहकर्ज', 'मालमत्तेवर कर्ज', 'शैक्षणिक कर्ज', 'Gold-loan']);
  });
});
