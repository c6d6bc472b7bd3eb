/** The legal notice text in the interface language; loaded on demand when the popup opens. */
import { use } from 'react';
import type { LegalSection } from './types.ts';

const loaders: Record<string, () => Promise<{ legalNotice: LegalSection[] }>> = {
  fr: () => import('./legalNotice.fr.ts'),
  en: () => import('./legalNotice.en.ts'),
  es: () => import('./legalNotice.es.ts'),
};

const cache = new Map<string, Promise<{ legalNotice: LegalSection[] }>>();

function load(language: string) {
  const loader = loaders[language] ?? loaders.fr;
  let promise = cache.get(language);
  if (promise === undefined && loader !== undefined) {
    promise = loader();
    cache.set(language, promise);
  }
  return promise ?? Promise.resolve({ legalNotice: [] });
}

interface Props {
  language: string;
  /** The popup's title, naming the text for assistive technologies. */
  label: string;
}

export default function LegalNoticeContent({ language, label }: Props) {
  const { legalNotice } = use(load(language));
  // Focusable, so a keyboard user can scroll this long text with the arrow keys (WCAG 2.1.1).
  return (
    <article className="legal-notice" tabIndex={0} aria-label={label}>
      {legalNotice.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
