/**
 * Account page icons copied from ionicons 8.1.0 (MIT licence, icons/index.mjs, the same strings),
 * so that they load with this chunk and not the login screen's (see features/editor/icons.ts).
 */
// prettier-ignore
export const barChartOutline = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 512 512' class='ionicon'><path d='M32 32v432a16 16 0 0 0 16 16h432' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/><rect width='80' height='192' x='96' y='224' rx='20' ry='20' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/><rect width='80' height='240' x='240' y='176' rx='20' ry='20' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/><rect width='80' height='304' x='383.64' y='112' rx='20' ry='20' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/></svg>";
