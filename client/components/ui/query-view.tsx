import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './states.tsx';

/**
 * The three states of a query-fed card or list, spelled once: while loading its skeleton (with
 * `loadingLabel`, also a status for screen readers, since a skeleton says nothing to them); after
 * a failure ErrorState, whose Retry refetches; else what `children` makes of the data. Empty
 * states stay with the caller: only it knows what "nothing yet" means.
 */
export function QueryView<T, E>({
  query,
  skeleton,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T, E>;
  skeleton: ReactNode;
  loadingLabel?: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <>
        {loadingLabel && (
          <span className="sr-only" role="status">
            {loadingLabel}
          </span>
        )}
        {skeleton}
      </>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
