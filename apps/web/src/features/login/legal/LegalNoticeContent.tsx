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

export default function LegalNoticeContent({ language }: { language: string }) {
  const { legalNotice } = use(load(language));
  return (
    <div className="legal-notice">
      {legalNotice.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
