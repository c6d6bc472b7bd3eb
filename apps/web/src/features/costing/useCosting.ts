/**
 * The costing screen's state (accounts-costing §4): the lines and totals, each change applied at
 * once with the domain's rules and sent as an update; the status goes loading -> saving -> saved
 * (2 s); after the first save the screen is "modified". The totals are the domain's sum of the
 * lines' tenant shares, computed once per change of the lines (the server's answer holds the same
 * lines); the deposit they are set against comes with the costing, read on the app's QueryClient.
 */
import {
  costingTotals,
  SAVED_INDICATOR_MS,
  setLineAction,
  setLineCost,
  setLineMeasure,
  setLineWear,
} from '@constat/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { flushPendingWrites, isPageHiding } from '../../ui/pendingWrites.ts';
import { useLocalEdits } from '../../app/query/useLocalEdits.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchCosting, patchCostingLine, type Costing, type CostingLineView, type LinePatch } from './api.ts';

export type CostingStatus = 'loading' | 'saving' | 'saved' | null;
/** Why the public page could not load: the link refused (revoked or wrong), or anything else. */
type CostingFailure = 'denied' | 'failed' | null;

/** The line after `patch`, with the automatic/manual cost rules of the domain. */
function applyLinePatch(line: CostingLineView, patch: LinePatch): CostingLineView {
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

/**
 * Runs `task` after the next frame is painted (a task queued from the frame's callback); at once
 * when the page is going away or hidden, where no frame comes.
 */
function afterNextPaint(task: () => void): void {
  if (isPageHiding()) task();
  else requestAnimationFrame(() => setTimeout(task, 0));
}

const NO_LINES: CostingLineView[] = [];
const linesOf = (costing: Costing) => costing.lines;

export function useCosting(edlId: number, token: string | null) {
  const costing = useServerQuery<Costing>({
    key: ['costing', edlId, token],
    load: () => fetchCosting(edlId, token),
    // The public page only logs a failed fetch (accounts-costing §8) and says on the page why it is
    // empty: a revoked or mistyped link is the tenant's most likely case.
    meta: token === null ? {} : { silent: true },
  });
  const answer = costing.data;
  const { error, isFetching } = costing.query;
  const load = costing.reload;
  const [lines, setLines, discardEdits] = useLocalEdits(answer, linesOf, NO_LINES);
  const [saveStatus, setStatus] = useState<CostingStatus>(null);
  // A re-read of a costing already on screen (coming back to it) keeps its lines and says nothing.
  const status: CostingStatus = isFetching && answer === null ? 'loading' : saveStatus;
  const [modified, setModified] = useState(false);
  const failure: CostingFailure =
    token === null || error === null
      ? null
      : error instanceof ApiError && error.status === 401
        ? 'denied'
        : 'failed';
  useEffect(() => {
    if (token !== null && error !== null) console.error(error);
  }, [token, error]);
  const pending = useRef(0);
  /** The updates sent one after the other, and the number of the last edit of each line. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  const edits = useRef(new Map<CostingLineView['id'], number>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  useEffect(() => () => clearTimeout(timer.current), []);

  // Stable, so that the memoised line cards other than the edited one do not render again.
  const change = useCallback(
    (id: CostingLineView['id'], patch: LinePatch) => {
      // Benchmarks measure from here to the totals laid out (CostingPage).
      performance.mark('costing:edit');
      const next = linesRef.current.map((line) => (line.id === id ? applyLinePatch(line, patch) : line));
      linesRef.current = next;
      setLines(() => next);
      pending.current += 1;
      clearTimeout(timer.current);
      setStatus('saving');
      const edit = (edits.current.get(id) ?? 0) + 1;
      edits.current.set(id, edit);
      const saved = ({ line: savedLine }: { line: CostingLineView }) => {
        pending.current -= 1;
        // A later edit of this line is on its way: its answer will carry the line, this one would
        // show an older state for a moment.
        if (edits.current.get(id) === edit) {
          setLines((current) => current.map((line) => (line.id === id ? savedLine : line)));
        }
        if (pending.current === 0) {
          setModified(true);
          setStatus('saved');
          timer.current = setTimeout(() => setStatus(null), SAVED_INDICATOR_MS);
        }
      };
      const failed = (error: unknown) => {
        pending.current -= 1;
        reportError(error);
        setStatus(null);
        discardEdits();
        load();
      };
      // Sent once the new totals are painted: building and starting the request (headers, token,
      // JSON) is not part of the frame that shows the edit. One request at a time, in the edits'
      // order: two updates of a line in flight together (a slider moved by the arrow keys) could
      // be applied by the server in either order.
      const send = () => patchCostingLine(edlId, token, id, patch).then(saved, failed);
      queue.current = queue.current.then(
        () => new Promise<void>((sent) => afterNextPaint(() => sent(send()))),
      );
    },
    [edlId, token, load, setLines, discardEdits],
  );
  const totals = useMemo(() => costingTotals(lines), [lines]);
  /** Resolves once every field's pending text is sent and answered ('Terminer' reads the costs). */
  const settle = useCallback(() => {
    flushPendingWrites();
    return queue.current;
  }, []);

  return { lines, totals, deposit: answer?.deposit ?? null, status, modified, failure, change, settle };
}
