/**
 * The report's photos: numbered through the document in the order they are
 * printed ('Photo 12'), shown small beside what they show, and again at full width in an annex at
 * the end with their caption (room › element) and capture time. A photo is embedded once: the
 * thumbnail and the annex draw the same image.
 */
import type { Locale, Module, PhotoRef, Rate } from '@constat/domain';
import type { Content } from 'pdfmake/interfaces';
import { joinNonBlank, photoTakenText } from './format.ts';
import { LAYOUT_LABELS } from './layoutLabels.ts';
import type { Context } from './sections.ts';
import { printName } from './typography.ts';

/** A photo once it has its number. */
export interface NumberedPhoto {
  number: number;
  /** The image's key in the document's images. */
  key: string;
  /** Where it was taken: 'Salon › Fenêtre › Vitrage'. */
  caption: string;
  taken: string | null;
}

const THUMB_SIZE = 50;
const THUMB_GAP = 5;
const ANNEX_WIDTH = 515;
/** Two photos and their captions to an A4 page. */
const ANNEX_HEIGHT = 318;

/**
 * 'Salon › Murs' for a photo context moduleId.entryId[.subEntryId], in the document's language; a
 * photo whose context names no element (one copied from an older report) is captioned with the
 * element that holds it, `holder`.
 */
function contextCaption(
  module: Module,
  context: string | undefined,
  ctx: Context,
  holder: readonly string[] = [],
): string {
  return photoCaption(module, context, ctx.input.locale, holder);
}

/** contextCaption for a given language (the HTML views have no PDF context). */
export function photoCaption(
  module: Module,
  context: string | undefined,
  locale: Locale,
  holder: readonly string[] = [],
): string {
  const [, entryId, subId] = (context ?? '').split('.').map(Number);
  const entry = module.entry.find((e) => e.id === entryId);
  const sub = entry?.content?.find((s) => s.id === subId);
  const names = entry ? [entry.name, sub?.name] : holder;
  return joinNonBlank(
    [module.name, ...names].map((n) => (n ? printName(n, locale) : n)),
    ' › ',
  );
}

/** Every photo of a module, its elements' then their sub-elements', in the order they are listed. */
export function modulePhotos(module: Module): PhotoRef[] {
  const photos: PhotoRef[] = [];
  const add = (rate: Rate | null | undefined) => photos.push(...(rate?.photo ?? []));
  for (const entry of module.entry) {
    add(entry.rate);
    for (const sub of entry.content ?? []) add(sub.rate);
  }
  return photos;
}

/** Gives each photo that can be embedded its number; those without bytes are left out. */
function numberPhotos(photos: readonly PhotoRef[], caption: (photo: PhotoRef) => string, ctx: Context) {
  const numbered: NumberedPhoto[] = [];
  for (const photo of photos) {
    const bytes = photo.sha256 ? ctx.input.images(photo.sha256) : undefined;
    if (!photo.sha256 || !bytes) continue;
    const key = `p${photo.sha256}`;
    ctx.images[key] ??= ctx.imageSource(key, bytes, photo.sha256);
    const entry = {
      number: ctx.photos.length + 1,
      key,
      caption: caption(photo),
      taken: photoTakenText(photo, ctx.input.locale),
    };
    ctx.photos.push(entry);
    numbered.push(entry);
  }
  return numbered;
}

/** The thumbnails of numbered photos, `perLine` to a line; [] when there are none. */
function thumbnails(photos: readonly NumberedPhoto[], perLine: number, ctx: Context): Content[] {
  const l = LAYOUT_LABELS[ctx.input.locale];
  const lines: Content[] = [];
  for (let i = 0; i < photos.length; i += perLine) {
    lines.push({
      columnGap: THUMB_GAP,
      margin: [0, 3, 0, 0],
      columns: photos.slice(i, i + perLine).map((photo) => ({
        width: THUMB_SIZE,
        stack: [
          { image: photo.key, fit: [THUMB_SIZE, THUMB_SIZE], alignment: 'center' },
          { text: l.photo(photo.number), fontSize: 6.5, color: '#555555', alignment: 'center' },
        ],
      })),
    });
  }
  return lines;
}

/** How many thumbnails fit a width. */
const thumbsPerLine = (width: number) =>
  Math.max(1, Math.floor((width + THUMB_GAP) / (THUMB_SIZE + THUMB_GAP)));

/** The photos of a rate (of `holder`'s element), numbered, as thumbnails; [] when it has none. */
export function ratePhotos(
  rate: Rate | null,
  module: Module,
  holder: readonly string[],
  width: number,
  ctx: Context,
): Content[] {
  const numbered = numberPhotos(
    rate?.photo ?? [],
    (photo) => contextCaption(module, photo._context, ctx, holder),
    ctx,
  );
  return thumbnails(numbered, thumbsPerLine(width), ctx);
}

/** The annex: every numbered photo at full width, its number, caption and capture time. */
export function photoAnnex(ctx: Context): Content[] {
  if (ctx.photos.length === 0) return [];
  const l = LAYOUT_LABELS[ctx.input.locale];
  const [first, ...rest] = ctx.photos.map((photo): Content => ({
    unbreakable: true,
    margin: [0, 0, 0, 12],
    stack: [
      { image: photo.key, fit: [ANNEX_WIDTH, ANNEX_HEIGHT], alignment: 'center' },
      {
        margin: [0, 4, 0, 0],
        alignment: 'center',
        text: [{ text: l.photo(photo.number), bold: true }, ` · ${photo.caption}`],
      },
      { text: photo.taken ?? '', alignment: 'center', fontSize: 7.5, color: '#555555' },
    ],
  }));
  return [
    {
      pageBreak: 'before',
      stack: [
        { text: l.annex, style: 'h2', color: ctx.color, margin: [0, 0, 0, 2] },
        { text: l.annexNote, fontSize: 8, color: '#555555', margin: [0, 0, 0, 8] },
        first ?? '',
      ],
      unbreakable: true,
    },
    ...rest,
  ];
}
