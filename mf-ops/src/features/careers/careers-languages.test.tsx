// The careers desk in Hindi and Marathi (issue 33): statuses, the filters, an application's facts
// and the decisions offered in the desk's language; names, job titles and cities stay as written.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { serveApi } from '../../testing/answer';
import { LAZY, renderConsoleAt } from '../../testing/render-console';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
  session.clear();
});

const JOB = { id: 'loan-advisor-pune', title: 'Loan advisor', city: 'Pune' };
const ROW = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  name: 'Sneha Kulkarni',
  city: 'Pune',
  experienceYears: 2,
  job: JOB,
  status: 'received',
  statusLabel: 'Received',
  hasResume: true,
  createdAt: '2026-11-20T06:00:00.000Z',
};
const DETAIL = {
  ...ROW,
  email: 'sneha.k@example.com',
  mobile: '9876543212',
  resumeBytes: 184_320,
  note: null,
  updatedAt: ROW.createdAt,
  nextStatuses: ['shortlisted', 'rejected'],
};
const HIRED = { ...DETAIL, id: '4a2d3c5b-6e7f-4a81-9b0c-1d2e3f4a5b6c', job: null, status: 'hired', statusLabel: 'Hired', experienceYears: 1, nextStatuses: [] };

function serve() {
  const list = { items: [ROW], counts: { received: 1, shortlisted: 2, rejected: 0, hired: 1 }, jobs: [JOB], page: 1, pageSize: 25, total: 1 };
  serveApi({
    '/ops/careers/applications': { success: true, message: 'ok', data: list },
    [`/ops/careers/applications/${ROW.id}`]: { success: true, message: 'ok', data: DETAIL },
    [`/ops/careers/applications/${HIRED.id}`]: { success: true, message: 'ok', data: HIRED },
  });
  signInStaff(['ops_admin']);
}

describe('the careers desk in Hindi and Marathi', () => {
  it('lists the applications in the chosen language', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderConsoleAt('/ops/careers');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByText('मिला')).toBeTruthy();
    expect(within(table).getByText('2 साल')).toBeTruthy();
    expect(within(table).getByText('Loan advisor, Pune')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'निर्णय की प्रतीक्षा में (3)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'घर से काम कार्यक्रम' })).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(within(table).getByText('2 वर्षे')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'अर्जदार' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'निवडसूचीत घेतले (2)' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(within(table).getByText('2 years')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Waiting for a decision (3)' })).toBeTruthy();
  });

  it('shows an application and the decisions in the chosen language', async () => {
    serve();
    act(() => setLanguage('mr'));
    renderConsoleAt(`/ops/careers/${ROW.id}`);
    const form = await screen.findByRole('form', { name: 'अर्जावर निर्णय घ्या' }, LAZY);
    expect(screen.getByRole('heading', { level: 2, name: 'Sneha Kulkarni: मिळाला' })).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'निवडसूचीत घ्या' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रेझ्युमे डाउनलोड करा (PDF, 180 KB)' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(within(form).getByRole('button', { name: 'निर्णय सहेजें' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Download résumé (PDF, 180 KB)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sneha Kulkarni: Received' })).toBeTruthy();
  });

  it('says a final decision in Hindi and in English', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderConsoleAt(`/ops/careers/${HIRED.id}`);
    expect(await screen.findByText('यह आवेदन "नियुक्त" है: यह निर्णय अंतिम है।', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('घर से काम कार्यक्रम')).toBeTruthy();
    expect(screen.getByText('1 साल')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByText('This application is hired: that decision is final.')).toBeTruthy();
    expect(screen.getByText('1 year')).toBeTruthy();
  });
});
