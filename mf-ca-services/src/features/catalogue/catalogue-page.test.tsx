import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { SERVICES } from '@platform/shared/schemas';
import { CataloguePage, GstServicesPage } from './catalogue-page';

afterEach(() => act(() => setLanguage('en')));

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

  it('follows the switch to Hindi and to Marathi: heading, a document label and the request link', () => {
    render(<CataloguePage />, { wrapper: MemoryRouter });
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'CA सेवाएँ' })).toBeTruthy();
    const gst = screen.getByRole('heading', { level: 2, name: 'GST पंजीकरण' }).closest('li') as HTMLElement;
    expect(within(gst).getByText('पते का प्रमाण')).toBeTruthy();
    expect(within(gst).getByText('₹1,770 (GST सहित)')).toBeTruthy();
    expect(within(gst).getByRole('link', { name: 'GST पंजीकरण का अनुरोध करें' }).getAttribute('href')).toBe('/vender/ca-services/gst-services/gst-registration');
    expect(screen.getByRole('link', { name: 'CA सेवाओं की हिस्ट्री' }).getAttribute('href')).toBe('/vender/ca-services-history');

    act(() => setLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'CA सेवा' })).toBeTruthy();
    const msme = screen.getByRole('heading', { level: 2, name: 'MSME नोंदणी' }).closest('li') as HTMLElement;
    expect(within(msme).getByText('बँक स्टेटमेंट किंवा रद्द केलेला चेक (पर्यायी)')).toBeTruthy();
    expect(within(msme).getByRole('link', { name: 'MSME नोंदणी साठी विनंती करा' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'इतर सेवांचा इतिहास' }).getAttribute('href')).toBe('/vender/other-services-history');
  });

  it('GST services in Marathi', () => {
    render(<GstServicesPage />, { wrapper: MemoryRouter });
    act(() => setLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'GST सेवा' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['GST नोंदणी साठी विनंती करा', 'GST रिटर्न साठी विनंती करा']);
  });
});
