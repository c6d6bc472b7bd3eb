/**
 * The inspection model (inspection-core §3): a local report is a dwelling's information plus a tree
 * of modules (rooms) > entries (elements) > sub-entries, each element carrying a rate (its observed
 * condition, cleaning, photos, observation and pre-quote). The same schemas validate what the device
 * stores, what it uploads and what the server keeps.
 */
import { z } from 'zod';
import {
  AmountSchema,
  boundedCount,
  CountSchema,
  CountTextSchema,
  FieldNumberSchema,
  MeasureSchema,
  RowIdSchema,
  TimeSchema,
} from './boundedNumber.ts';
import { boundedText } from './boundedText.ts';
import { MAX_REPORT_PHOTOS } from './reportLimits.ts';
import { LOCALES } from './locale.ts';
import { COSTING_ACTIONS, EDL_IO, SHA256_HEX, TEMPLATES } from './modelValues.ts';

export type { Locale } from './locale.ts';

export const EdlIOSchema = z.enum(EDL_IO);
export type EdlIO = z.infer<typeof EdlIOSchema>;

const TemplateSchema = z.enum(TEMPLATES);
export type Template = z.infer<typeof TemplateSchema>;

export const LocaleSchema = z.enum(LOCALES);

/** Toggles of the info form are stored as 'oui' or 'non' (inspection-core §5). */
const OuiNonSchema = z.enum(['oui', 'non']);
export type OuiNon = z.infer<typeof OuiNonSchema>;

export const CostingActionSchema = z.enum(COSTING_ACTIONS);
export type CostingAction = z.infer<typeof CostingActionSchema>;

export const Sha256Schema = z
  .string()
  .regex(SHA256_HEX, 'empreinte SHA-256 invalide (64 caractères hexadécimaux)');

/**
 * A photo of an element. `_ref` points to the device's photo store. On the way to the server the
 * image travels alone (`PUT /api/photos/{sha256}`) and the reference carries its `sha256`; a saved
 * report answers each photo with its `url`. `_data` is a legacy inline copy, never sent.
 */
export const PhotoRefSchema = z.object({
  _ref: boundedText('reference'),
  /** Inline image bytes (base64) of old devices: no reference limit, uploads refuse it (upload.ts). */
  _data: z.string().nullable().optional(),
  /** moduleId.entryId[.subEntryId]: where the photo was taken. */
  _context: boundedText('reference').optional(),
  /** The image's SHA-256 (hex), set when the report is uploaded. */
  sha256: Sha256Schema.optional(),
  /** Where a saved report's photo is read (`/api/edl/{id}/photos/{sha256}`). */
  url: boundedText('reference').optional(),
  /**
   * When the photo was taken (ms since 1970), read on the device (photoCaptureTime): the evidence a
   * report prints as 'Prise le …'. A duplicated report keeps its source's times.
   */
  takenAt: TimeSchema.optional(),
});
export type PhotoRef = z.infer<typeof PhotoRefSchema>;

/**
 * A cost estimate on a rated element; amounts in cents, measure in hundredths of a unit (or m²),
 * each bounded (numberLimits.ts) so that the costing built from it always fits its columns.
 */
export const PreQuoteSchema = z.object({
  action: CostingActionSchema.nullable(),
  measure: MeasureSchema.nullable(),
  cost: AmountSchema.nullable(),
  calibrationId: z.union([RowIdSchema, boundedText('key')]).nullable(),
});
export type PreQuote = z.infer<typeof PreQuoteSchema>;

const text = boundedText('rateText').nullable().optional();

/**
 * What was observed on one element: every key is null (or absent) until filled. `typeCustom*` keys
 * hold user-defined material fields, hence the catchall. The catchall also admits the shapes of the
 * known keys (photo list, pre-quote) so that the inferred index signature is a supertype of every
 * property: without it TypeScript rejects any spread `{ ...rate, photo: [...] }`.
 */
export const RateSchema = z
  .object({
    cleaning: text,
    color: text,
    condition: text,
    state: text,
    /** A count (keys, equipment): a number, or the text typed while editing. */
    number: z.union([CountSchema, CountTextSchema]).nullable().optional(),
    serialNumber: text,
    kwPeak: text,
    kwOffPeak: text,
    m3: text,
    type: text,
    typeReleve: text,
    equipment: text,
    /** The free observation, shown as 'Observations'. */
    other: boundedText('observation').nullable().optional(),
    photo: z.array(PhotoRefSchema).nullable().optional(),
    toQuote: z.boolean().nullable().optional(),
    preQuote: PreQuoteSchema.nullable().optional(),
    costingId: z
      .union([RowIdSchema, boundedText('key')])
      .nullable()
      .optional(),
    opened: z.boolean().nullable().optional(),
  })
  .catchall(
    z.union([
      boundedText('rateText'),
      FieldNumberSchema,
      z.boolean(),
      z.null(),
      z.array(PhotoRefSchema),
      PreQuoteSchema,
    ]),
  );
export type Rate = z.infer<typeof RateSchema>;

const SubEntrySchema = z.object({
  id: RowIdSchema,
  name: boundedText('name'),
  opened: z.boolean(),
  rate: RateSchema.nullable(),
});
export type SubEntry = z.infer<typeof SubEntrySchema>;

export const EntrySchema = z.object({
  id: RowIdSchema,
  name: boundedText('name'),
  opened: z.boolean(),
  rate: RateSchema.nullable(),
  /** The rate fields this element shows (keys of Rate), decided by the catalogue at creation. */
  rateInfo: z.array(boundedText('key')).nullable().optional(),
  /** Per-element choice lists (materials of `type`, custom values added by the user). */
  rateVariables: z
    .record(boundedText('key'), z.array(boundedText('name')))
    .nullable()
    .optional(),
  /** Sub-entries; an entry without content is a leaf. */
  content: z.array(SubEntrySchema).optional(),
  orderAlphabetically: z.boolean().optional(),
  autoFillObservation: z.boolean().optional(),
  /** Read-only entries cannot be edited (Total des clés). */
  readOnly: z.boolean().optional(),
});
export type Entry = z.infer<typeof EntrySchema>;

export const ModuleSchema = z.object({
  id: RowIdSchema,
  name: boundedText('name'),
  opened: z.boolean(),
  entry: z.array(EntrySchema),
});
export type Module = z.infer<typeof ModuleSchema>;

/** Shared definition of a choice field, with the custom values the user added to it. */
export const RateFieldInfoSchema = z.object({
  kind: z.enum(['select', 'text', 'number']),
  options: z.array(boundedText('name')),
});
export type RateFieldInfo = z.infer<typeof RateFieldInfoSchema>;

const BienSchema = z.object({
  genre: boundedText('name').nullable(),
  typeLogement: boundedText('name').nullable(),
  etat: boundedText('name').nullable(),
  /** 'oui' when every condition was reset to `etat` after duplication. */
  etatReinit: OuiNonSchema.nullable().optional(),
  meuble: OuiNonSchema,
  presenceCave: OuiNonSchema,
  numeroCave: boundedText('name').nullable().optional(),
  presenceParking: OuiNonSchema,
  numeroParking: boundedText('name').nullable().optional(),
  presenceGrenier: OuiNonSchema,
  mandataire: boundedText('name').nullable(),
  addr: boundedText('address').nullable(),
  codePostal: boundedText('key').nullable(),
  ville: boundedText('address').nullable(),
  etage: boundedText('name').nullable(),
  numAppart: boundedText('name').nullable(),
});
export type Bien = z.infer<typeof BienSchema>;

/** represented: false or 'non', or a truthy value meaning represented by the garant. */
const RepresentedSchema = z
  .union([z.boolean(), boundedText('key')])
  .nullable()
  .optional();

const RenterSchema = z.object({
  name: boundedText('name').nullable(),
  email: boundedText('email').nullable().optional(),
  tel: boundedText('phone').nullable().optional(),
  represented: RepresentedSchema,
  /** Move-out only: the outgoing tenant's forwarding address. */
  sortantAddr: boundedText('address').nullable().optional(),
  sortantCodePostal: boundedText('key').nullable().optional(),
  sortantVille: boundedText('address').nullable().optional(),
});
export type Renter = z.infer<typeof RenterSchema>;

const SignatureSchema = z.object({
  /** The signer's label as shown on the pad (e.g. 'Locataire 2'). */
  label: boundedText('name'),
  /** Pointer to the image in the device's signature store. */
  _ref: boundedText('reference'),
  /** Legacy inline copy of the image, never sent: uploads carry `sha256` like photos. */
  _data: z.string().nullable().optional(),
  sha256: Sha256Schema.optional(),
  /** Where a saved report's signature image is read. */
  url: boundedText('reference').optional(),
});
export type Signature = z.infer<typeof SignatureSchema>;

/** The information part of a report: what the info form edits. */
export const ReportInfoSchema = z.object({
  bien: BienSchema,
  owner: z.object({
    proprietaireNom: boundedText('name').nullable(),
    /** The landlord's home or registered office (décret n° 2016-382, art. 2); older reports lack it. */
    proprietaireAdresse: boundedText('address').nullable().optional(),
  }),
  renter: RenterSchema,
  renter2: RenterSchema.nullable().optional(),
  renter3: RenterSchema.nullable().optional(),
  renter4: RenterSchema.nullable().optional(),
  renter5: RenterSchema.nullable().optional(),
  nbRenters: z.number().int().min(1).max(5),
  garant: z
    .object({ name: boundedText('name').nullable() })
    .nullable()
    .optional(),
  /** Move-out only: the date of the entry report (yyyy-MM-dd). */
  entryDate: boundedText('key').nullable().optional(),
  /** Move-out only: the security deposit in euros as typed ('1 200,50'); empty: not given. */
  depotGarantie: boundedText('key').nullable().optional(),
  extraEmail: boundedText('email').nullable().optional(),
  extraEmail2: boundedText('email').nullable().optional(),
  extraEmail3: boundedText('email').nullable().optional(),
  nbExtraEmails: z.number().int().min(0).max(3),
});
export type ReportInfo = z.infer<typeof ReportInfoSchema>;

export const LocalReportSchema = ReportInfoSchema.extend({
  /** The creation timestamp (ms), unique on a device. */
  localId: z.number().int(),
  edlIO: EdlIOSchema,
  date: TimeSchema,
  locale: LocaleSchema,
  template: TemplateSchema,
  /** true while being edited; false once signed (ready to save). */
  open: z.boolean(),
  /** The server id, once saved. */
  id: z.number().int().nullable().optional(),
  syncDate: TimeSchema.nullable().optional(),
  profileId: z.number().int().nullable().optional(),
  sendEmailToRenters: z.boolean().optional(),
  /** The exit agreement rule's answer (convention.ts), written when the report changes. */
  hasConvention: z.boolean().optional(),
  isCaseColloc: z.boolean().optional(),
  duplicateFromEdlID: z.number().int().nullable().optional(),
  duplicateFromEdlIO: EdlIOSchema.nullable().optional(),
  missingPhotosOnDuplicationCount: boundedCount(MAX_REPORT_PHOTOS).optional(),
  conventionSortieManuelle: z.boolean().optional(),
  comment: boundedText('comment').nullable().optional(),
  /** The partner platform case this report was pre-filled from. */
  platformCaseId: z
    .union([z.number(), boundedText('key')])
    .nullable()
    .optional(),
  commonRateInfo: z.record(boundedText('key'), RateFieldInfoSchema).optional(),
  signatures: z.record(boundedText('key'), SignatureSchema).optional(),
  /** SHA-256 (hex) of the signed content, set when the report is signed (see fingerprint.ts). */
  fingerprint: boundedText('key').optional(),
  edl: z.array(ModuleSchema),
});
export type LocalReport = z.infer<typeof LocalReportSchema>;
