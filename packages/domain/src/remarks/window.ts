/**
 * The tenant's right to complete a move-in report (loi n° 89-462 du 6 juillet 1989, art. 3-2: the
 * tenant may ask, within ten days of its making, that the état des lieux d'entrée be completed).
 * Beyond the specification (docs/ARCHITECTURE.md "Beyond the specification"). The ten days count in calendar
 * days from the report's date in Europe/Paris, where the agencies work: a report made on the 1st takes
 * remarks until the 11th at midnight, Paris time, whatever the server's or the phone's time zone.
 */
import type { EdlIO } from '../report/model.ts';

const REMARKS_WINDOW_DAYS = 10;
const TIME_ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;

export const REMARKS_NOT_ENTRANT_MESSAGE =
  "Seul un état des lieux d'entrée enregistré peut être complété par le locataire";
export const REMARKS_EXPIRED_MESSAGE =
  "Le délai de 10 jours pour compléter l'état des lieux d'entrée est dépassé (loi du 6 juillet 1989, art. 3-2)";

export interface RemarksWindow {
  open: boolean;
  /** The last calendar day (yyyy-MM-dd, Paris) on which remarks are taken. */
  lastDay: string;
  /** Why it is closed; null when open. */
  refusal: 'notEntrant' | 'expired' | null;
}

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Paris calendar date (yyyy-MM-dd) of a timestamp. */
export function parisCalendarDate(timestamp: number): string {
  return parisDay.format(new Date(timestamp));
}

/** Days from one calendar date to another (dates as yyyy-MM-dd; DST cannot shift a UTC midnight). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether the tenant of this saved report may still send remarks at `now` (ms). */
export function remarksWindow(report: { edlIO: EdlIO; date: number }, now: number): RemarksWindow {
  const madeOn = parisCalendarDate(report.date);
  const lastDay = addDays(madeOn, REMARKS_WINDOW_DAYS);
  if (report.edlIO !== 'Entrant') return { open: false, lastDay, refusal: 'notEntrant' };
  const elapsed = daysBetween(madeOn, parisCalendarDate(now));
  // A report dated later than now (a phone's clock ahead) is within its window, not before it.
  const open = elapsed <= REMARKS_WINDOW_DAYS;
  return { open, lastDay, refusal: open ? null : 'expired' };
}

/** The French message of a closed window, for the API's 409. */
export function remarksRefusalMessage(refusal: 'notEntrant' | 'expired'): string {
  return refusal === 'notEntrant' ? REMARKS_NOT_ENTRANT_MESSAGE : REMARKS_EXPIRED_MESSAGE;
}
