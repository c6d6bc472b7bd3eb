/**
 * Statistics read on the app's QueryClient, when asked ('Filtrer', or the default range on the
 * first visit): the rows and the reports per month of the last request. Ionic keeps a left screen
 * mounted, so coming back to it showed the figures and names of the last visit (a profile renamed
 * since kept its old name): the last request is read again on every return. While a request is on
 * its way, no figures are shown (the screen says it is loading).
 */
import type { MonthlyStatsItem } from '@constat/domain';
import { useCallback, useState } from 'react';
import { useServerQuery } from '../../app/query/useServerQuery.ts';

export type StatsAnswer<Row> = [Row[], MonthlyStatsItem[]];

const NO_MONTHS: MonthlyStatsItem[] = [];

export function useStats<Request, Row>(
  name: string,
  load: (request: Request) => Promise<StatsAnswer<Row>>,
  first: Request | null,
) {
  const [asked, setAsked] = useState<Request | null>(first);
  const stats = useServerQuery<StatsAnswer<Row>>({
    key: ['stats', name, asked],
    load: () => (asked === null ? Promise.resolve([[], []]) : load(asked)),
    enabled: asked !== null,
  });
  const { reload } = stats;
  const filter = useCallback(
    (next: Request) => {
      // The same request again is read again ('Filtrer' twice shows the figures of now).
      if (JSON.stringify(next) === JSON.stringify(asked)) reload();
      else setAsked(next);
    },
    [asked, reload],
  );
  const shown = stats.query.isFetching ? null : stats.data;
  return { rows: shown?.[0] ?? null, months: shown?.[1] ?? NO_MONTHS, filter };
}
