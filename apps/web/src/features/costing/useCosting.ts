/**
 * The costing screen's state (accounts-costing §4): the lines and totals, each change applied at
 * once with the domain's rules (so the totals follow within the frame) and sent as an update; the
 * status goes loading -> saving -> saved (2 s); after the first save the screen is "modified".
 */
import {
  costingTotals,
  SAVED_INDICATOR_MS,
  setLineAction,
  setLineCost,
  setLineMeasure,
  setLineWear,
  type CostingTotals,
} from '@constat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { fetchCosting, patchCostingLine, type CostingLineView, type LinePatch } from './api.ts';

export type CostingStatus = 'loading' | 'saving' | 'saved' | null;
/** Why the public page could not load: the link refused (revoked or wrong), or anything else. */
export type CostingFailure = 'denied' | 'failed' | null;

/** The line after `patch`, with the automatic/manual cost rules of the domain. */
export function applyLinePatch(line: CostingLineView, patch: LinePatch): CostingLineView {
  let next: CostingLineView = { ...line };
  if (patch.enabled !== undefined) next.enabled = patch.enabled;
  if (patch.task !== undefined) next.task = patch.task;
  if (patch.nature !== undefined) next.nature = patch.nature;
  if (patch.taxRate !== undefined) next.taxRate = patch.taxRate;
  if (patch.measure !== undefined) next = { ...next, ...setLineMeasure(next, patch.measure, next.unitCost) };
  if (patch.wear !== undefined) next = { ...next, ...setLineWear(next, patch.wear, next.unitCost) };
  if (patch.action !== undefined) {
    next = { ...next, ...setLineAction(next, patch.action, { before: next.unitCost, after: next.unitCost }) };
  }
  if (patch.cost !== undefined) next = { ...next, ...setLineCost(next, patch.cost) };
  return next;
}

export function useCosting(edlId: number, token: string | null) {
  const [lines, setLines] = useState<CostingLineView[]>([]);
  const [totals, setTotals] = useState<CostingTotals>({ ht: 0, tva: 0, ttc: 0 });
  const [status, setStatus] = useState<CostingStatus>('loading');
  const [modified, setModified] = useState(false);
  const [failure, setFailure] = useState<CostingFailure>(null);
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const costing = await fetchCosting(edlId, token);
      setLines(costing.lines);
      setTotals(costing.totals);
      setFailure(null);
    } catch (error) {
      // The public page only logs a failed fetch (accounts-costing §8) and says on the page why it
      // is empty: a revoked or mistyped link is the tenant's most likely case.
      if (token === null) reportError(error);
      else {
        console.error(error);
        setLines([]);
        setFailure(error instanceof ApiError && error.status === 401 ? 'denied' : 'failed');
      }
    }
    setStatus(null);
  }, [edlId, token]);

  useEffect(() => {
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  // Stable, so that the memoised line cards other than the edited one do not render again.
  const change = useCallback(
    (id: CostingLineView['id'], patch: LinePatch) => {
      // Benchmarks measure from here to the totals laid out (CostingPage).
      performance.mark('costing:edit');
      const next = linesRef.current.map((line) => (line.id === id ? applyLinePatch(line, patch) : line));
      setLines(next);
      setTotals(costingTotals(next));
      pending.current += 1;
      clearTimeout(timer.current);
      setStatus('saving');
      patchCostingLine(edlId, token, id, patch).then(
        (saved) => {
          pending.current -= 1;
          setLines((current) => current.map((line) => (line.id === id ? saved.line : line)));
          if (pending.current === 0) {
            setTotals(saved.totals);
            setModified(true);
            setStatus('saved');
            timer.current = setTimeout(() => setStatus(null), SAVED_INDICATOR_MS);
          }
        },
        (error: unknown) => {
          pending.current -= 1;
          reportError(error);
          void load();
        },
      );
    },
    [edlId, token, load],
  );

  return { lines, totals, status, modified, failure, change };
}
