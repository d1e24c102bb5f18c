import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsentStatement, consentFields } from './consent-notice';

describe('consent statements in forms', () => {
  it('turn [words](page) into links to the policy pages', () => {
    render(
      <MemoryRouter>
        <p data-testid="statement">
          <ConsentStatement text="I have read the [privacy policy](privacy) and the [terms and conditions](terms)." />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('statement').textContent).toBe('I have read the privacy policy and the terms and conditions.');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/b2c/cancellation-privacy');
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/b2c/terms-conditions');
  });

  it('give one checkbox per statement of the current notice, all bound to one value', () => {
    expect(consentFields('enquiry').map((f) => [f.name, f.kind])).toEqual([
      ['termsAccepted', 'checkbox'],
      ['termsAccepted', 'checkbox'],
    ]);
  });
});
