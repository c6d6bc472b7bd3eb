/** One room of the exit comparison: each element with its Entrant and Sortant fields side by side. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPhotosEntry,
  recapFields,
  type ComparedElement,
  type ComparedModule,
  type Rate,
} from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { EDITOR_NS } from '../editor/i18n/index.ts';
import type { NameOf } from '../editor/names.ts';
import { fieldLabel } from '../editor/rate/fieldLabel.ts';

function Side({ rate, side, nameOf }: { rate: Rate | null; side: 'entrant' | 'sortant'; nameOf: NameOf }) {
  const { t } = useTranslation(EDITOR_NS);
  const { t: tc } = useTranslation(CAPTURE_NS);
  const fields = recapFields(rate);
  return (
    <div className={`comparison-side side-${side}`}>
      <p className="comparison-side-label">{tc(`comparison.${side}`)}</p>
      {fields.length === 0 ? (
        <p className="comparison-empty">{tc('comparison.empty')}</p>
      ) : (
        <dl>
          {fields.map(({ field, value }) => (
            <div key={field} className={`comparison-field field-${field}`}>
              <dt>{fieldLabel(t, field)}</dt>
              <dd>{field === 'other' || field === 'serialNumber' ? value : nameOf(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Pair({ element, nameOf }: { element: ComparedElement; nameOf: NameOf }) {
  const { t } = useTranslation(CAPTURE_NS);
  // Nothing on either side: one short line instead of two empty boxes, so the rooms stay readable.
  if (recapFields(element.entrant).length + recapFields(element.sortant).length === 0)
    return <p className="comparison-empty-both">{t('recap.notFilled')}</p>;
  return (
    <div className="comparison-pair">
      <Side rate={element.entrant} side="entrant" nameOf={nameOf} />
      <Side rate={element.sortant} side="sortant" nameOf={nameOf} />
    </div>
  );
}

/** A container entry without fields of its own shows only its sub-entries. */
const hasOwnFields = (element: ComparedElement) =>
  element.content.length === 0 ||
  recapFields(element.entrant).length + recapFields(element.sortant).length > 0;

export const ComparedModuleView = memo(function ComparedModuleView({
  module,
  nameOf,
}: {
  module: ComparedModule;
  nameOf: NameOf;
}) {
  return (
    <section className="comparison-module">
      <h2 className="comparison-module-title">{nameOf(module.name)}</h2>
      {module.entries
        .filter((entry) => !isPhotosEntry(entry.name))
        .map((entry, index) => (
          <article key={`${index}-${entry.name}`} className="comparison-entry">
            <h3>{nameOf(entry.name)}</h3>
            {hasOwnFields(entry) ? <Pair element={entry} nameOf={nameOf} /> : null}
            {entry.content.map((sub, subIndex) => (
              <div key={`${subIndex}-${sub.name}`} className="comparison-sub-entry">
                <h4>{nameOf(sub.name)}</h4>
                <Pair element={sub} nameOf={nameOf} />
              </div>
            ))}
          </article>
        ))}
    </section>
  );
});
