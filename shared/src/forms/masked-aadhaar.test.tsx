import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaskedAadhaar } from './masked-aadhaar';

describe('MaskedAadhaar', () => {
  it('never shows more than the last four digits, given the full number or a masked one', () => {
    const { rerender } = render(<MaskedAadhaar value="2341 2341 2346" />);
    expect(screen.getByTestId('masked-aadhaar').textContent).toBe('XXXX XXXX 2346');
    expect(screen.getByLabelText('Aadhaar ending 2346')).toBeTruthy();
    rerender(<MaskedAadhaar value="XXXX XXXX 2346" />);
    expect(screen.getByTestId('masked-aadhaar').textContent).toBe('XXXX XXXX 2346');
    expect(document.body.textContent).not.toMatch(/\d{5,}/);
  });
});
