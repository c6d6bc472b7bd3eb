/**
 * Creating a report (inspection-core §4 "Local report life"): the room list is built from the
 * dwelling answers of the info form, then the editor's initial setup is applied.
 *
 * Default room set, in catalogue display order: Clés, Energie, Entrée, Salon, Cuisine, the bedrooms
 * ('Chambre', 'Chambre 2'...), Salle de bain, WC, then Cave and Garage/Box when the dwelling has them,
 * Equipements intérieurs/extérieurs and Etat de propreté général. Keys, energy, general equipment
 * and general cleanliness are always there because a user cannot add them by hand. Corridors, stairs,
 * balconies and the like vary too much between dwellings to be guessed: the inspector adds them.
 * A furnished let (meuble 'oui') also gets the Alur furniture kit matching its size in the general
 * equipment room: décret n° 2015-981 lists the furniture every meublé must have, so the report lists
 * it, with the kit's preset quantities.
 *
 * Presets: 'Propre' on every element with a cleaning field, and the property condition (bien.etat)
 * on every element with a condition field, except counted items. The items of the equipment lists
 * (count preset to 0) and of the Alur kit (count preset to the kit's quantity) start without a
 * condition: nobody has checked them yet, and a preset condition would vouch for furniture that may
 * not even be there (see setup.ts).
 */
import type { RoomKey } from '../catalogue/index.ts';
import { ROOMS, alurKitName, buildCommonRateInfo, buildEntry, buildRoomModule } from '../catalogue/index.ts';
import { nextId } from './ids.ts';
import type { Bien, EdlIO, LocalReport, Module, ReportInfo, Template } from './model.ts';
import { applyInitialSetup } from './setup.ts';

/** One room to generate: a catalogue room, its name, and whether the WC is merged into it. */
export interface PlannedRoom {
  key: RoomKey;
  name: string;
  mergeWc?: boolean;
}

/** T3 gives 2 bedrooms, T4 3, up to T7 giving 6; any other housing type gives 1. */
export function bedroomCount(typeLogement: string | null | undefined): number {
  const match = /^T([3-7])$/.exec(typeLogement?.trim() ?? '');
  return match ? Number(match[1]) - 1 : 1;
}

/** The name of the n-th bedroom (1-based): 'Chambre', then 'Chambre 2', 'Chambre 3'... */
function bedroomName(n: number, base = 'Chambre'): string {
  return n === 1 ? base : `${base} ${n}`;
}

function roomName(key: RoomKey): string {
  return ROOMS.find((r) => r.key === key)?.name ?? key;
}

/** The rooms a new report starts with, from the dwelling answers (see the header). */
export function roomPlan(
  bien: Pick<Bien, 'typeLogement' | 'presenceCave' | 'presenceParking'>,
): PlannedRoom[] {
  const studio = bien.typeLogement?.trim() === 'Studio';
  const room = (key: RoomKey): PlannedRoom => ({ key, name: roomName(key) });
  const bedrooms = Array.from({ length: bedroomCount(bien.typeLogement) }, (_, i) => ({
    key: 'chambre' as const,
    name: bedroomName(i + 1, roomName('chambre')),
  }));
  return [
    room('cles'),
    room('energie'),
    room('entree'),
    room('salon'),
    room('cuisine'),
    ...bedrooms,
    studio ? { ...room('salleDeBain'), mergeWc: true } : room('salleDeBain'),
    ...(studio ? [] : [room('wc')]),
    ...(bien.presenceCave === 'oui' ? [room('cave')] : []),
    ...(bien.presenceParking === 'oui' ? [room('garageBox')] : []),
    room('equipements'),
    room('proprete'),
  ];
}

/** The module tree of a new report: the planned rooms with ids 1..n, before the initial setup. */
function buildRooms(plan: readonly PlannedRoom[], template: Template): Module[] {
  return plan.map((p, i) =>
    buildRoomModule(p.key, template, i + 1, { name: p.name, mergeWc: p.mergeWc === true }),
  );
}

/** A furnished let: the Alur kit of its size is appended to the general equipment room. */
function withAlurKit(edl: readonly Module[], typeLogement: string | null | undefined): Module[] {
  const equipmentName = roomName('equipements');
  return edl.map((m) =>
    m.name === equipmentName
      ? { ...m, entry: [...m.entry, buildEntry(alurKitName(typeLogement), nextId(m.entry), 'equipements')] }
      : m,
  );
}

export interface CreateReportInput {
  edlIO: EdlIO;
  template: Template;
  /** What the info form collected. */
  info: ReportInfo;
  /** Creation time (ms); also the local id. Defaults to Date.now(). */
  now?: number;
}

/**
 * A new, open report: localId and date are the creation time, locale 'fr', the rooms built from the
 * dwelling answers with 'Propre' and the property condition preset (counted items excepted, see the
 * header), and commonRateInfo built.
 */
export function createReport({ edlIO, template, info, now = Date.now() }: CreateReportInput): LocalReport {
  const rooms = buildRooms(roomPlan(info.bien), template);
  const furnished = info.bien.meuble === 'oui' ? withAlurKit(rooms, info.bien.typeLogement) : rooms;
  const edl = applyInitialSetup(furnished, info.bien.etat);
  return {
    ...info,
    localId: now,
    date: now,
    edlIO,
    locale: 'fr',
    template,
    open: true,
    commonRateInfo: buildCommonRateInfo(),
    edl,
  };
}
