import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { CONSENT_NOTICES } from '@platform/shared/schemas';
import { ConsentNoticeStatement, ConsentStatement, consentFields } from './consent-notice';

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

describe('consent statements follow the language switch', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('show the Hindi notice after switching, and English again after switching back', () => {
    render(
      <MemoryRouter>
        <p data-testid="statement">
          <ConsentNoticeStatement purpose="enquiry" index={1} />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('statement').textContent).toBe('I declare that I am a resident of India.');
    act(() => setLanguage('hi'));
    expect(screen.getByTestId('statement').textContent).toBe('मैं घोषणा करता/करती हूँ कि मैं भारत का/की निवासी हूँ।');
    act(() => setLanguage('en'));
    expect(screen.getByTestId('statement').textContent).toBe('I declare that I am a resident of India.');
  });

  it('every notice has as many Hindi statements as English ones (a checkbox per statement in both)', () => {
    for (const notice of CONSENT_NOTICES) expect(notice.statements.hi.length, notice.purpose).toBe(notice.statements.en.length);
  });
});
