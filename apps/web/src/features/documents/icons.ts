/** The documents feature's icons, copied from ionicons (MIT licence, icons/index.mjs) so they load with this chunk (see features/editor/icons.ts). */
// prettier-ignore
export const checkmarkOutline = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 512 512' class='ionicon'><path d='M416 128 192 384l-96-96' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/></svg>";
