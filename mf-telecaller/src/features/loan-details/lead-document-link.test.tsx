import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { LeadDocumentLink } from './lead-document-link';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(cleanup);

const LEAD_ID = '11111111-1111-4111-8111-111111111111';
const PAN = {
  kind: 'pan' as const,
  label: 'PAN card',
  fileName: 'pan card.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 800,
  uploadedAt: '2026-01-15T09:00:00.000Z',
};

describe('a document the shop uploaded, on the telecaller’s lead page', () => {
  it('fetches the file of that lead through the API and hands it to the browser under its name', async () => {
    const asked: string[] = [];
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      asked.push(`${config.url} ${config.responseType}`);
      return { data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), status: 200, statusText: 'OK', headers: {}, config };
    };
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pan');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('pan card.pdf');
    });
    render(<LeadDocumentLink leadId={LEAD_ID} document={PAN} />);
    fireEvent.click(screen.getByRole('button', { name: 'PAN card: pan card.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([`/telecaller/leads/${LEAD_ID}/documents/pan blob`]);
    clicked.mockRestore();
  });
});
