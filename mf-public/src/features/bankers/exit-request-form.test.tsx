import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { notify, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { closeCoolingOffExit, requestCoolingOffExit } from '@platform/shared/contracts';
import { indianToday } from '@platform/shared/schemas';
import { ExitRequestCloseForm } from './exit-request-form';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A disbursed loan whose customer asked to exit: ₹35,01,739.51 to repay. */
const asked = requestCoolingOffExit.samples[0]!.response.data;

function serve(posted: Array<{ url: string; body: unknown }>, status = 200, answer: unknown = closeCoolingOffExit.samples[0]!.response) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    posted.push({ url: config.url ?? '', body: JSON.parse(String(config.data)) });
    if (status === 200) return { data: answer, status, statusText: 'OK', headers: {}, config };
    throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, { data: answer, status, statusText: 'Bad Request', headers: {}, config });
  };
}

function renderForm(journey = asked) {
  render(
    <QueryProvider client={createQueryClient()}>
      <ExitRequestCloseForm leadId="l1" customerName="Amol Jadhav" journey={journey} />
    </QueryProvider>,
  );
}

describe('closing a cooling-off exit request', () => {
  it('sends the amount repaid in paise and the day, pre-filled with what the customer was told to repay', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    const success = vi.spyOn(notify, 'success');
    serve(posted);
    renderForm();
    const form = screen.getByRole('form', { name: 'Close the exit request of Amol Jadhav' });
    expect(form.textContent).toContain('told to repay ₹35,01,739.51');
    expect((screen.getByLabelText('Amount repaid (₹)') as HTMLInputElement).value).toBe('3501739.51');
    expect((screen.getByLabelText('Repaid on') as HTMLInputElement).value).toBe(indianToday());
    fireEvent.change(screen.getByLabelText('Amount repaid (₹)'), { target: { value: '35,01,800.25' } });
    fireEvent.change(screen.getByLabelText('Repaid on'), { target: { value: '2026-11-29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the exit request' }));
    await waitFor(() =>
      expect(posted).toEqual([{ url: '/banker/leads/l1/cooling-off-exit/close', body: { repaidPaise: 350_180_025, repaidOn: '2026-11-29' } }]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Exit request closed: ₹35,01,739.51 repaid on 2026-11-29.'));
  });

  it('says what is wrong with the amount and sends nothing, keeping what was typed', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    serve(posted);
    renderForm();
    const amount = screen.getByLabelText('Amount repaid (₹)') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '3501739.515' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the exit request' }));
    expect(await screen.findByText('Enter rupees with at most two decimals')).toBeTruthy();
    fireEvent.change(amount, { target: { value: 'three lakh' } });
    expect(await screen.findByText('Enter the amount repaid in rupees, e.g. 3,50,173.51')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '' } });
    expect(await screen.findByText('Amount repaid is required')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal and keeps the form as typed', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    const error = vi.spyOn(notify, 'error');
    serve(posted, 400, { error: 'Repaid on cannot be before the customer asked to exit (2026-11-28).', fields: { repaidOn: 'Not before 2026-11-28' } });
    renderForm();
    fireEvent.change(screen.getByLabelText('Repaid on'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the exit request' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Repaid on cannot be before the customer asked to exit (2026-11-28).'));
    expect(posted).toHaveLength(1);
    expect((screen.getByLabelText('Repaid on') as HTMLInputElement).value).toBe('2026-11-27');
  });

  it('offers nothing once the request is closed, or when there is none', () => {
    renderForm(closeCoolingOffExit.samples[0]!.response.data);
    expect(screen.queryByRole('form')).toBeNull();
    renderForm({ ...asked, exitRequest: null });
    expect(screen.queryByRole('form')).toBeNull();
  });
});
