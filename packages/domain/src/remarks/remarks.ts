/**
 * The tenant's remarks on a move-in report (docs/ARCHITECTURE.md "Beyond the specification"): each is about
 * one element of a room, a whole room, or the report in general, and is kept with the place's name as it read
 * when sent, so that the agent's list and the PDF stay right if the report's tree is later renamed.
 */
import { z } from 'zod';
import { isPhotosEntry } from '../catalogue/index.ts';
import type { LocalReport } from '../report/model.ts';

export const REMARK_MAX_LENGTH = 2000;
/** More than one per element of a large house would be a flood, not remarks. */
const REMARKS_MAX_PER_SENDING = 200;

export const REMARK_EMPTY_MESSAGE = 'La remarque est vide';
export const REMARK_TOO_LONG_MESSAGE = `Une remarque ne peut pas dépasser ${REMARK_MAX_LENGTH} caractères`;
export const REMARKS_NONE_MESSAGE = 'Saisissez au moins une remarque avant de les envoyer';
export const REMARK_UNKNOWN_PLACE_MESSAGE = "Cette pièce ou cet élément n'existe pas dans l'état des lieux";

const RemarkInputSchema = z
  .object({
    /** The room; null with entryId null: a general remark. */
    moduleId: z.number().int().nullable(),
    /** The element within the room; null: the whole room. */
    entryId: z.number().int().nullable(),
    text: z.string().trim().min(1, REMARK_EMPTY_MESSAGE).max(REMARK_MAX_LENGTH, REMARK_TOO_LONG_MESSAGE),
  })
  .strict()
  .refine((remark) => remark.moduleId !== null || remark.entryId === null, {
    message: REMARK_UNKNOWN_PLACE_MESSAGE,
    path: ['moduleId'],
  });
export type RemarkInput = z.infer<typeof RemarkInputSchema>;

export const RemarksSendingSchema = z
  .object({
    remarks: z.array(RemarkInputSchema).min(1, REMARKS_NONE_MESSAGE).max(REMARKS_MAX_PER_SENDING),
  })
  .strict();

/** A remark as received: the agent's list and the PDF. */
export const TenantRemarkSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int().nullable(),
  entryId: z.number().int().nullable(),
  /** "Room", "Room > Element", or '' for a general remark. */
  place: z.string(),
  text: z.string(),
  /** Reception time (ms). */
  receivedAt: z.number(),
});
export type TenantRemark = z.infer<typeof TenantRemarkSchema>;

/** What the tenant's page shows of the report: its rooms and their elements, nothing else. */
export interface RemarksRoom {
  id: number;
  name: string;
  entries: { id: number; name: string }[];
}

export function remarksRooms(report: Pick<LocalReport, 'edl'>): RemarksRoom[] {
  return report.edl.map((module) => ({
    id: module.id,
    name: module.name,
    // A room's Photos entry holds its pictures, not a part of the dwelling a remark could be about.
    entries: module.entry
      .filter((entry) => !isPhotosEntry(entry.name))
      .map((entry) => ({ id: entry.id, name: entry.name })),
  }));
}

/**
 * The place's name of each remark ("Room > Element", "Room", '' for general), or the index of the
 * first one naming a room or element the report does not have.
 */
export function placeRemarks(
  report: Pick<LocalReport, 'edl'>,
  remarks: readonly RemarkInput[],
): { ok: true; places: string[] } | { ok: false; index: number } {
  const places: string[] = [];
  for (const [index, remark] of remarks.entries()) {
    if (remark.moduleId === null) {
      places.push('');
      continue;
    }
    const module = report.edl.find((candidate) => candidate.id === remark.moduleId);
    const entry = remark.entryId === null ? null : module?.entry.find((e) => e.id === remark.entryId);
    if (!module || entry === undefined) return { ok: false, index };
    places.push(entry === null ? module.name : `${module.name} > ${entry.name}`);
  }
  return { ok: true, places };
}
