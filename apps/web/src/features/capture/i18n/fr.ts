/**
 * French messages of the capture screens (in-progress list, info form), namespace 'capture'. The
 * spec's wording is kept verbatim where it gives one.
 */
export const captureFr = {
  list: {
    placeholder: 'Rechercher un EDL en cours',
  },
};
