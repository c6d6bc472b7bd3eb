/**
 * Where the exit agreement stands while the costing is edited: the last signing read from the
 * server, compared by the domain with the lines on screen, so that an edit says at once that the
 * costing no longer is what was signed (and an edit back says it is again). Read on the app's
 * QueryClient once the costing has loaded.
 */
import {
  agreementState,
  costingAgreementLines,
  type AgreementState,
  type CostingLine,
} from '@constat/domain';
import { useEffect, useMemo } from 'react';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchAgreement, type AgreementView } from './agreementApi.ts';

export function useAgreement(
  edlId: number,
  token: string | null,
  lines: readonly CostingLine[],
  loaded: boolean,
) {
  const agreement = useServerQuery<AgreementView>({
    key: ['agreement', edlId, token],
    load: () => fetchAgreement(edlId, token),
    enabled: loaded,
    // A report without an agreement (404/409) or a failed read: the costing works without it.
    meta: { silent: true },
  });
  const { error } = agreement.query;
  useEffect(() => {
    if (error !== null) console.error(error);
  }, [error]);
  const view = error === null ? agreement.data : null;
  const reload = agreement.reload;
  const state = useMemo<AgreementState | null>(() => {
    if (!view) return null;
    // Lines not loaded yet (or none): what the server compared is the answer.
    const current = lines.length > 0 ? costingAgreementLines(lines) : view.lines;
    return agreementState(view.history, current);
  }, [view, lines]);
  return { view, state, reload };
}
