/**
 * Element names and choice values read in the report's own language (report.locale), which may
 * differ from the interface language: the catalogue labels come from the domain, and names typed by
 * the user stay as typed.
 */
import { useCallback } from 'react';
import { translateCatalogue, type Locale } from '@constat/domain';

export type NameOf = (frName: string) => string;

export function useNameOf(locale: Locale): NameOf {
  return useCallback((frName: string) => translateCatalogue(frName, locale), [locale]);
}
