import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { listBlogPosts, listGuides } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { answerApi } from '@platform/shared/testing/api-stub';
import { ReadMorePage } from './read-more-page';

describe('/read-more', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows its headings and links in Hindi after the switch', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
    answerApi({ 'GET /api/guides': [200, listGuides.samples[0]!.response], 'GET /api/blogs': [200, listBlogPosts.samples[0]!.response] });
    render(
      <QueryProvider client={createQueryClient()}>
        <MemoryRouter>
          <ReadMorePage />
        </MemoryRouter>
      </QueryProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Product guides' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'और पढ़ें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी लेख' }).getAttribute('href')).toBe('/blog');
  });
});
