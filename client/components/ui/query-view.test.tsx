// QueryView, the loading / error / retry shell of the query-fed cards: the skeleton with its
// screen-reader status, the error with a Retry that really asks again, then the data.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryView } from './query-view.tsx';

/** A card fed by `load`, as the stats cards are fed by their api hooks. */
function Card({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load, retry: false });
  return (
    <QueryView
      query={query}
      loadingLabel="Loading names"
      skeleton={<p>skeleton</p>}
      errorTitle="We couldn’t load the names."
    >
      {(names) => <p>{names.join(', ')}</p>}
    </QueryView>
  );
}

const renderCard = (load: () => Promise<string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Card load={load} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
});

describe('QueryView', () => {
  it('shows the skeleton and a status while loading, then what the data renders to', async () => {
    let resolve: (names: string[]) => void = () => {};
    renderCard(() => new Promise((r) => (resolve = r)));
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading names');

    resolve(['Aroha', 'Mere']);
    expect(await screen.findByText('Aroha, Mere')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error with Retry, which loads again', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['Sione']);
    renderCard(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the names.');
    expect(alert.textContent).toContain('Check your connection, then try again.');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sione')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
