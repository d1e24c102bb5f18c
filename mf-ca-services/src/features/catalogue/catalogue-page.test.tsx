import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CataloguePage } from './catalogue-page';
import { caServices } from './ca-services';

describe('CA services catalogue', () => {
  it('lists every service with its documents and turnaround', () => {
    render(<CataloguePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'CA services' })).toBeTruthy();
    for (const service of caServices) {
      const tile = screen.getByRole('heading', { level: 2, name: service.name }).closest('li');
      expect(tile).toBeTruthy();
      const scope = within(tile as HTMLElement);
      expect(scope.getAllByRole('listitem')).toHaveLength(service.documents.length);
      expect(scope.getByText(service.turnaround)).toBeTruthy();
    }
  });

  it('links nowhere until the service pages exist', () => {
    render(<CataloguePage />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
