/**
 * Who to call for help (accounts-costing §2: the assistance popup shows a phone and an e-mail; the
 * spec does not give the values). Set at build time with VITE_SUPPORT_PHONE and VITE_SUPPORT_EMAIL;
 * the defaults are placeholders to replace before going live.
 */
export const SUPPORT = {
  phone: (import.meta.env.VITE_SUPPORT_PHONE as string | undefined) ?? '01 00 00 00 00',
  email: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'assistance@constat.example',
};
