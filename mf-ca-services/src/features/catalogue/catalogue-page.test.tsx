import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SERVICES } from '@platform/shared/schemas';
import { CataloguePage, GstServicesPage } from './catalogue-page';

describe('CA services catalogue', () => {
  it('lists every service with its documents, fee with GST and turnaround, linking to its form', () => {
    render(<CataloguePage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'CA services' })).toBeTruthy();
    for (const service of SERVICES) {
      const tile = screen.getByRole('heading', { level: 2, name: service.name }).closest('li') as HTMLElement;
      const scope = within(tile);
      expect(scope.getAllByRole('listitem')).toHaveLength(service.documents.length);
      expect(scope.getByText(service.turnaround)).toBeTruthy();
      expect(scope.getByRole('link', { name: `Request ${service.name}` }).getAttribute('href')).toBe(service.path);
    }
    const gst = screen.getByRole('heading', { level: 2, name: 'GST Registration' }).closest('li') as HTMLElement;
    expect(within(gst).getByText(/₹1,770/)).toBeTruthy();
  });

  it('GST services offers registration and return filing only', () => {
    render(<GstServicesPage />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Request GST Registration', 'Request GST Return']);
  });
});
