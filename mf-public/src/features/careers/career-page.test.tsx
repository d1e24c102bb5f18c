// /career in the reader's language: our words (a role's type, the filter's choices, the day it was
// posted) follow the switch; what the careers desk wrote about the role stays as written.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { answerApi as answer } from '@platform/shared/testing/api-stub';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { CareerPage } from './career-page';

const ROLE = {
  id: 'loan-advisor-pune',
  title: 'Loan advisor',
  city: 'Pune',
  type: 'Full time',
  department: 'Sales',
  summary: 'Help walk-in and referred customers choose and apply for personal, home and business loans.',
  postedAt: '2025-12-15T03:30:00.000Z',
};

function renderCareers() {
  answer({
    'GET /api/jobs?': [200, { success: true, message: 'Jobs fetched successfully', data: [ROLE], cities: ['Pune'], types: ['Full time', 'Internship'] }],
  });
  const router = createMemoryRouter([{ path: '/career', element: <CareerPage /> }], { initialEntries: ['/career'] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', paymentMode: 'local' }));
afterEach(() => act(() => setLanguage('en')));

describe('/career', () => {
  it('shows a role with its type and the day it was posted, in English', async () => {
    renderCareers();
    const role = within(await screen.findByTestId('job-list')).getByRole('listitem');
    expect(role.textContent).toContain('Sales · Full time');
    expect(role.textContent).toContain('Pune · posted 15 December 2025');
    expect(screen.getByRole('option', { name: 'Internship' }).getAttribute('value')).toBe('Internship');
  });

  it('shows the type, the filter and the date in Hindi after the switch, the role as the desk wrote it', async () => {
    renderCareers();
    await screen.findByTestId('job-list');
    act(() => setLanguage('hi'));
    const role = within(screen.getByTestId('job-list')).getByRole('listitem');
    expect(role.textContent).toContain('Sales · फ़ुल टाइम');
    expect(role.textContent).toContain('15 दिसंबर 2025 को पोस्ट किया गया');
    expect(role.textContent).not.toContain('December');
    expect(role.textContent).toContain(ROLE.summary);
    // The filter still sends the API's code.
    expect(screen.getByRole('option', { name: 'इंटर्नशिप' }).getAttribute('value')).toBe('Internship');
  });
});
