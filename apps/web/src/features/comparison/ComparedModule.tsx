/**
 * One room of the exit comparison: what changed since entry first, each element marked with its
 * changed fields (entry -> exit), then the unchanged elements folded behind their count; an element
 * unfolded shows its Entrant and Sortant fields side by side. Keys and meters are rooms of their own.
 * A changed element shows its entry and exit photos side by side (ElementPhotos).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  elementChanged,
  recapFields,
  type ComparedElement,
  type ComparedModule,
  type Rate,
} from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { EDITOR_NS } from '../editor/i18n/index.ts';
import type { NameOf } from '../editor/names.ts';
import { fieldLabel } from '../editor/rate/fieldLabel.ts';
import { ChangeLines, Folded, StatusBadge } from './ChangeLines.tsx';
import { ElementPhotos, type SidePhotos } from './ElementPhotos.tsx';

/** The photos of a compared element on each side (comparedElementPhotos). */
export type PhotosOf = (element: ComparedElement) => SidePhotos;

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

/** A container entry without fields of its own (the equipped kitchen) shows only its sub-entries. */
const hasOwnFields = (element: ComparedElement) =>
  element.content.length === 0 ||
  recapFields(element.entrant).length + recapFields(element.sortant).length > 0;

/** An element as it reads on both sides, its sub-entries below (`titled` false: under its own heading). */
function SideBySide({
  element,
  nameOf,
  titled = true,
}: {
  element: ComparedElement;
  nameOf: NameOf;
  titled?: boolean;
}) {
  return (
    <article className="comparison-entry">
      {titled ? <h3>{nameOf(element.name)}</h3> : null}
      {hasOwnFields(element) ? <Pair element={element} nameOf={nameOf} /> : null}
      {element.content.map((sub, index) => (
        <div key={`${index}-${sub.name}`} className="comparison-sub-entry">
          <h4>{nameOf(sub.name)}</h4>
          <Pair element={sub} nameOf={nameOf} />
        </div>
      ))}
    </article>
  );
}

function Changed({
  element,
  sub,
  nameOf,
  photosOf,
}: {
  element: ComparedElement;
  sub?: boolean;
  nameOf: NameOf;
  photosOf: PhotosOf;
}) {
  const { t } = useTranslation(CAPTURE_NS);
  const Heading = sub ? 'h4' : 'h3';
  const whole = element.status === 'added' || element.status === 'removed';
  const changedSubs = element.content.filter(elementChanged);
  const sameSubs = element.content.filter((s) => !elementChanged(s));
  return (
    <article className={`comparison-entry comparison-changed status-${element.status}`}>
      <Heading>
        {nameOf(element.name)} <StatusBadge status={element.status} />
      </Heading>
      {element.renamedFrom ? (
        <p className="comparison-renamed">{t('comparison.renamed', { name: nameOf(element.renamedFrom) })}</p>
      ) : null}
      {whole ? (
        <>
          <SideBySide element={element} nameOf={nameOf} titled={false} />
          <ElementPhotos photos={photosOf(element)} name={nameOf(element.name)} />
        </>
      ) : (
        <>
          <ChangeLines fields={element.fields} nameOf={nameOf} />
          {element.fields.length > 0 || element.renamedFrom ? (
            <ElementPhotos photos={photosOf(element)} name={nameOf(element.name)} />
          ) : null}
          {changedSubs.map((s, index) => (
            <Changed key={`${index}-${s.name}`} element={s} sub nameOf={nameOf} photosOf={photosOf} />
          ))}
          {sameSubs.length > 0 ? (
            <Folded label={t('comparison.unchangedSub', { count: sameSubs.length })}>
              {() =>
                sameSubs.map((s, index) => (
                  <div key={`${index}-${s.name}`} className="comparison-sub-entry">
                    <h4>{nameOf(s.name)}</h4>
                    <Pair element={s} nameOf={nameOf} />
                  </div>
                ))
              }
            </Folded>
          ) : null}
        </>
      )}
    </article>
  );
}

export const ComparedModuleView = memo(function ComparedModuleView({
  module,
  nameOf,
  photosOf,
}: {
  module: ComparedModule;
  nameOf: NameOf;
  photosOf: PhotosOf;
}) {
  const { t } = useTranslation(CAPTURE_NS);
  const whole = module.status === 'added' || module.status === 'removed';
  const changed = whole ? [] : module.entries.filter(elementChanged);
  const same = whole ? module.entries : module.entries.filter((e) => !elementChanged(e));
  return (
    <section className={`comparison-module kind-${module.kind} status-${module.status}`}>
      <h2 className="comparison-module-title">
        {nameOf(module.name)} <StatusBadge status={whole ? module.status : 'same'} room />
      </h2>
      {module.renamedFrom ? (
        <p className="comparison-renamed">{t('comparison.renamed', { name: nameOf(module.renamedFrom) })}</p>
      ) : null}
      {changed.map((entry, index) => (
        <Changed key={`${index}-${entry.name}`} element={entry} nameOf={nameOf} photosOf={photosOf} />
      ))}
      {whole ? (
        same.map((entry, index) => (
          <SideBySide key={`${index}-${entry.name}`} element={entry} nameOf={nameOf} />
        ))
      ) : same.length > 0 ? (
        <Folded label={t('comparison.unchanged', { count: same.length })}>
          {() =>
            same.map((entry, index) => (
              <SideBySide key={`${index}-${entry.name}`} element={entry} nameOf={nameOf} />
            ))
          }
        </Folded>
      ) : null}
    </section>
  );
});
