/**
 * Where the exit agreement stands while the costing is edited: the last signing read from the
 * server, compared by the domain with the lines on screen, so that an edit says at once that the
 * costing no longer is what was signed (and an edit back says it is again).
 */
import {
  agreementState,
  costingAgreementLines,
  type AgreementState,
  type CostingLine,
} from '@constat/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchAgreement, type AgreementView } from './agreementApi.ts';

export function useAgreement(
  edlId: number,
  token: string | null,
  lines: readonly CostingLine[],
  loaded: boolean,
) {
  const [view, setView] = useState<AgreementView | null>(null);
  const reload = useCallback(async () => {
    try {
      setView(await fetchAgreement(edlId, token));
    } catch (error) {
      // A report without an agreement (404/409) or a failed read: the costing works without it.
      console.error(error);
      setView(null);
    }
  }, [edlId, token]);
  useEffect(() => {
    if (loaded) void reload();
  }, [loaded, reload]);
  const state = useMemo<AgreementState | null>(() => {
    if (!view) return null;
    // Lines not loaded yet (or none): what the server compared is the answer.
    const current = lines.length > 0 ? costingAgreementLines(lines) : view.lines;
    return agreementState(view.history, current);
  }, [view, lines]);
  return { view, state, reload };
}
