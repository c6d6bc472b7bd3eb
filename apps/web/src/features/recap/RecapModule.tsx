/**
 * One room in the recap: every entry and sub-entry with its filled fields (read-only), then the
 * room's photos grouped by the element they were taken for.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  elementAt,
  isPhotosEntry,
  modulePhotoGroups,
  parseContext,
  recapFields,
  type Entry,
  type LocalReport,
  type Module,
  type SubEntry,
} from '@constat/domain';
import { EDITOR_NS } from '../editor/i18n/index.ts';
import type { NameOf } from '../editor/names.ts';
import { fieldLabel } from '../editor/rate/fieldLabel.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { PhotoThumb } from './PhotoThumb.tsx';

function Fields({ element, nameOf }: { element: Entry | SubEntry; nameOf: NameOf }) {
  const { t } = useTranslation(EDITOR_NS);
  const { t: tc } = useTranslation(CAPTURE_NS);
  const fields = recapFields(element.rate);
  // A container entry shows its sub-entries instead; a leaf with nothing filled says so.
  if (fields.length === 0) {
    return element.rate !== null && !('content' in element && element.content?.length) ? (
      <p className="recap-not-filled">{tc('recap.notFilled')}</p>
    ) : null;
  }
  return (
    <dl className="recap-fields">
      {fields.map(({ field, value }) => (
        <div key={field} className={`recap-field field-${field}`}>
          <dt>{fieldLabel(t, field)}</dt>
          <dd>{field === 'other' || field === 'serialNumber' ? value : nameOf(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RecapModuleProps {
  report: LocalReport;
  module: Module;
  nameOf: NameOf;
}

export const RecapModule = memo(function RecapModule({ report, module, nameOf }: RecapModuleProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const groups = modulePhotoGroups(module);
  const contextName = (context: string | null) => {
    const path = context ? parseContext(context) : null;
    const element = path ? elementAt(report, path) : undefined;
    return element ? nameOf(element.name) : t('recap.otherPhotos');
  };
  return (
    <section className="recap-module" data-module-id={module.id}>
      <h2 className="recap-module-title">{nameOf(module.name)}</h2>
      {module.entry
        .filter((entry) => !isPhotosEntry(entry.name))
        .map((entry) => (
          <article key={entry.id} className="recap-entry" data-entry-id={entry.id}>
            <h3>{nameOf(entry.name)}</h3>
            <Fields element={entry} nameOf={nameOf} />
            {(entry.content ?? []).map((sub) => (
              <div key={sub.id} className="recap-sub-entry">
                <h4>{nameOf(sub.name)}</h4>
                <Fields element={sub} nameOf={nameOf} />
              </div>
            ))}
          </article>
        ))}
      {groups.length > 0 ? (
        <div className="recap-photos">
          <h3>{t('recap.photos')}</h3>
          {groups.map(({ context, photos }) => (
            <figure key={context ?? 'none'} className="recap-photo-group" data-context={context ?? ''}>
              <figcaption>{contextName(context)}</figcaption>
              <div className="recap-photo-grid">
                {photos.map((photo, index) => (
                  <PhotoThumb
                    key={photo._ref}
                    photoRef={photo._ref}
                    alt={t('recap.photoAlt', { element: contextName(context), n: index + 1 })}
                  />
                ))}
              </div>
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
});
