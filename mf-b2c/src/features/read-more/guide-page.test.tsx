import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { getGuide } from '@platform/shared/contracts';
import { GuidePage, type Guide } from './guide-page';

const guide: Guide = getGuide.samples[0]!.response.data;

describe('a product guide', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('keeps the guide as written and shows its own words in Hindi after the switch', async () => {
    const router = createMemoryRouter([{ path: '/hl/:id', element: <GuidePage />, loader: () => guide }], { initialEntries: [`/hl/${guide.slug}`] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: guide.title })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: guide.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'और पढ़ें' }).getAttribute('href')).toBe('/read-more');
    expect(screen.getByText(`${guide.readingMinutes} मिनट में पढ़ें`)).toBeTruthy();
  });
});
