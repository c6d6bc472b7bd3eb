/**
 * The calibration screen's state (accounts-costing §4): the merged lines, a new line kept locally
 * until complete, then created on the server, each later change sent as an update; duplicates are
 * refused before anything is sent; the status goes loading -> saving -> saved (2 s). The lines are
 * read on the app's QueryClient.
 */
import {
  applyCalibrationChange,
  CALIBRATION_DUPLICATE_MESSAGE,
  CALIBRATION_DUPLICATE_TITLE,
  isCalibrationComplete,
  SAVED_INDICATOR_MS,
  type CalibrationConfig,
  type CalibrationElement,
  type CalibrationPart,
} from '@constat/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { useLocalEdits } from '../../app/query/useLocalEdits.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import {
  createCalibration,
  deleteCalibration,
  fetchCalibration,
  fetchCalibrationConfig,
  updateCalibration,
  type CalibrationLineBody,
  type CalibrationTarget,
} from './api.ts';

export type CalibrationStatus = 'loading' | 'saving' | 'saved' | null;

export interface Refusal {
  title: string;
  message: string;
}

const DUPLICATE: Refusal = { title: CALIBRATION_DUPLICATE_TITLE, message: CALIBRATION_DUPLICATE_MESSAGE };

let localKeys = 0;

function emptyCalibrationLine(): CalibrationElement {
  localKeys += 1;
  return {
    key: `local-${localKeys}`,
    reference: null,
    name: null,
    custom: false,
    type: null,
    nature: 'all',
    action: null,
  };
}

function bodyOf(item: CalibrationElement, own: CalibrationPart | null | undefined): CalibrationLineBody {
  return {
    reference: item.reference,
    name: item.name,
    custom: item.custom,
    ...(item.type !== null && { type: item.type }),
    nature: item.nature ?? 'all',
    ...(item.action !== null && { action: item.action }),
    unitCost: own?.unitCost ?? null,
    taxRate: own?.taxRate ?? null,
  };
}

interface CalibrationAnswer {
  config: CalibrationConfig;
  lines: CalibrationElement[];
}

const NO_ITEMS: CalibrationElement[] = [];
const itemsOf = (answer: CalibrationAnswer) => answer.lines;

export function useCalibration(target: CalibrationTarget | null) {
  const owner = target?.owner ?? 'user';
  const targetId = target?.id;
  const calibration = useServerQuery<CalibrationAnswer>({
    key: ['calibration', owner, targetId],
    load: async () => {
      const [config, lines] = await Promise.all([
        fetchCalibrationConfig(),
        fetchCalibration({ owner, id: targetId ?? 0 }),
      ]);
      return { config, lines };
    },
    enabled: targetId !== undefined,
  });
  const answer = calibration.data;
  const load = calibration.reload;
  const [items, setItems, discardEdits] = useLocalEdits(answer, itemsOf, NO_ITEMS);
  const [saveStatus, setStatus] = useState<CalibrationStatus>(null);
  const loading = targetId === undefined || (calibration.query.isFetching && answer === null);
  const status: CalibrationStatus = loading ? 'loading' : saveStatus;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Bumped on a refusal: the rows are remounted so the pickers show the kept values again (an
  // ion-select keeps the refused choice on screen while its React value does not change).
  const [revision, setRevision] = useState(0);
  const pending = useRef(0);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => () => clearTimeout(savedTimer.current), []);

  async function saving(work: () => Promise<void>) {
    pending.current += 1;
    clearTimeout(savedTimer.current);
    setStatus('saving');
    try {
      await work();
      pending.current -= 1;
      if (pending.current === 0) {
        setStatus('saved');
        savedTimer.current = setTimeout(() => setStatus(null), SAVED_INDICATOR_MS);
      }
    } catch (error) {
      pending.current -= 1;
      setStatus(null);
      if (error instanceof ApiError && error.code === 'calibration-duplicate') setRefusal(DUPLICATE);
      else reportError(error);
      discardEdits();
      load();
    }
  }

  const replace = (key: string, next: CalibrationElement) =>
    setItems((current) => current.map((item) => (item.key === key ? next : item)));

  /** A changed line: refused when it duplicates another, else saved as a creation or an update. */
  function change(key: string, next: CalibrationElement, ownChange: Partial<CalibrationPart> = {}) {
    const previous = itemsRef.current.find((item) => item.key === key);
    if (!previous || !target) return;
    const ownBefore = previous[owner] ?? null;
    const own = ownBefore
      ? { ...ownBefore, ...ownChange }
      : { id: '', unitCost: null, taxRate: null, ...ownChange };
    const candidate = { ...next, [owner]: ownBefore || Object.keys(ownChange).length > 0 ? own : null };
    const applied = applyCalibrationChange(itemsRef.current, candidate);
    if (!applied.ok) {
      setRefusal(DUPLICATE);
      setRevision((value) => value + 1);
      return;
    }
    setItems(() => applied.items);
    if (ownBefore && ownBefore.id !== '') {
      const clearingOverride = ownChange.unitCost === null && inherited(previous);
      void saving(async () => {
        if (clearingOverride) {
          await deleteCalibration(ownBefore.id);
          replace(key, { ...candidate, [owner]: null });
        } else {
          replace(key, { ...(await updateCalibration(ownBefore.id, bodyOf(candidate, own))), key });
        }
      });
      return;
    }
    if (!isCalibrationComplete(candidate)) return;
    void saving(async () => {
      const created = await createCalibration(target, bodyOf(candidate, own));
      replace(key, { ...created, key });
    });
  }

  function inherited(item: CalibrationElement): boolean {
    return owner === 'user' ? item.group != null || item.parent != null : item.parent != null;
  }

  function add() {
    setItems((current) => [...current, emptyCalibrationLine()]);
  }

  function remove(key: string) {
    const item = itemsRef.current.find((line) => line.key === key);
    if (!item || inherited(item)) return;
    setItems((current) => current.filter((line) => line.key !== key));
    const own = item[owner];
    if (own && own.id !== '') void saving(() => deleteCalibration(own.id));
  }

  return {
    config: answer?.config ?? null,
    items,
    status,
    refusal,
    revision,
    dismissRefusal: () => setRefusal(null),
    change,
    add,
    remove,
    inherited,
  };
}
