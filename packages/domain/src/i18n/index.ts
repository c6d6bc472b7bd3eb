/**
 * fr / en / es labels of the catalogue (rooms, elements, choice values, materials, property
 * options, costing actions and natures), shared by the app and the PDF renderer.
 */
export { CATALOGUE_LABELS, catalogueLabel, translateCatalogue } from './translate.ts';
