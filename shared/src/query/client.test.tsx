import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@platform/shared';
import { createQueryClient, queryClient, QueryProvider, useQuery, useQueryClient } from './client';

function Greeting({ fetcher }: { fetcher: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['greeting'], queryFn: fetcher });
  return <p>{query.isPending ? 'Loading…' : query.data}</p>;
}

function WhichClient({ onClient }: { onClient: (client: unknown) => void }) {
  onClient(useQueryClient());
  return null;
}

describe('server data without a provider above the router', () => {
  afterEach(() => {
    queryClient.clear();
    session.clear();
  });

  it("loads through the page's one client when no provider is mounted (the shell mounts none)", async () => {
    render(<Greeting fetcher={async () => 'Namaste'} />);
    expect(await screen.findByText('Namaste')).toBeTruthy();
    expect(queryClient.getQueryData(['greeting'])).toBe('Namaste');
  });

  it('uses the client of the nearest provider when there is one (tests, the prerenderer)', async () => {
    const own = createQueryClient();
    let seen: unknown;
    render(
      <QueryProvider client={own}>
        <Greeting fetcher={async () => 'Vanakkam'} />
        <WhichClient onClient={(client) => (seen = client)} />
      </QueryProvider>,
    );
    expect(await screen.findByText('Vanakkam')).toBeTruthy();
    expect(seen).toBe(own);
    expect(own.getQueryData(['greeting'])).toBe('Vanakkam');
    expect(queryClient.getQueryData(['greeting'])).toBeUndefined();
  });

  it('forgets the cached data when whoever was signed in changes', async () => {
    session.setToken('accessToken', 'shop-a');
    render(<Greeting fetcher={async () => 'Shop A figures'} />);
    await waitFor(() => expect(queryClient.getQueryData(['greeting'])).toBe('Shop A figures'));
    session.setToken('inquiryToken', 'unrelated');
    expect(queryClient.getQueryData(['greeting'])).toBe('Shop A figures');
    session.clear();
    expect(queryClient.getQueryData(['greeting'])).toBeUndefined();
  });
});
