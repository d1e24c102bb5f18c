import { describe, expect, it } from 'vitest';
import { productBySlug, shopLink } from './shop-links';

describe('shop links', () => {
  it('carries the shop code as shopid on the chosen product form', () => {
    expect(shopLink('https://loansetu.in', productBySlug('personal-loan'), 'DEMOSHOP')).toBe('https://loansetu.in/b2c/personal-loan?shopid=DEMOSHOP');
  });
  it('falls back to the education loan for an unknown product', () => {
    expect(shopLink('http://localhost:8080', productBySlug('nope'), 'AB12CD34')).toBe('http://localhost:8080/education-loan?shopid=AB12CD34');
  });
});
