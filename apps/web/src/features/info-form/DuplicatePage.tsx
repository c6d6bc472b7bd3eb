/**
 * Duplicate a report (route /dupliquer-edl/:duplicateFromId/:edlType/:source): the source, local or
 * saved, is brought onto the device with its photos behind the progress dialog, then the info form
 * shows the copy with the duplicate-only options; 'Créer l'EDL' stores it and opens the editor with
 * the history cleared. The rules are the domain's (duplicateReport, finishDuplicate, offersEtatReset).
 */
import { useEffect, useRef, useState } from 'react';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { IonItem, IonLabel, IonList, IonListHeader } from '../../ui/ionic.ts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  duplicateReport,
  finishDuplicate,
  offersEtatReset,
  setManualConvention,
  type DuplicateOptions,
  type EdlIO,
  type LocalReport,
  type ReportInfo,
} from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { deletePhotos, storeNewReport, type ReportOwner } from '../../storage/localReports.ts';
import { DeviceStorageError, storageErrorReport } from '../../storage/storageErrors.ts';
import { useReportOwner } from '../../storage/useReportOwner.ts';
import { flushPendingWrites } from '../../ui/pendingWrites.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { bringLocalSource, bringRemoteSource, type BroughtSource } from './duplicateSource.ts';
import { ToggleField } from './fields.tsx';
import { InfoForm } from './InfoForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useInfoCheck } from './useSubmitState.ts';
import './infoForm.css';

const EDL_TYPES: Record<string, EdlIO> = { entrant: 'Entrant', sortant: 'Sortant' };
type Source = 'local' | 'remote';
const SOURCES: Record<string, Source> = { local: 'local', remote: 'remote' };

export default function DuplicatePage() {
  const { duplicateFromId = '', edlType = '', source = '' } = useParams();
  const edlIO = EDL_TYPES[edlType];
  const from = SOURCES[source];
  const id = Number(duplicateFromId);
  const owner = useReportOwner();
  if (!edlIO || !from || !Number.isSafeInteger(id)) return <Redirect to={PATHS.edlsLocal} />;
  if (!owner) return null;
  return <DuplicateForm key={`${from}/${id}/${edlIO}`} id={id} from={from} edlIO={edlIO} owner={owner} />;
}

type Loaded =
  { status: 'loading' } | { status: 'failed' } | ({ status: 'ready'; draft: LocalReport } & BroughtSource);

function useDuplicateSource(id: number, from: Source, edlIO: EdlIO, owner: ReportOwner): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const now = Date.now();
    const db = deviceDatabase();
    const bring = from === 'local' ? bringLocalSource(db, owner, id, now) : bringRemoteSource(db, id, now);
    bring.then(
      (brought) => {
        if (!live) return;
        if (!brought) return setLoaded({ status: 'failed' });
        setLoaded({ status: 'ready', ...brought, draft: duplicateReport(brought.source, { now, edlIO }) });
      },
      (error: unknown) => {
        // §8: a failed fetch of the source only closes the dialog; the error is logged.
        console.error('Duplication impossible', error);
        if (live) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, from, edlIO, owner]);
  return loaded;
}

interface FormProps {
  id: number;
  from: Source;
  edlIO: EdlIO;
  owner: ReportOwner;
}

type Toggles = Required<
  Pick<DuplicateOptions, 'resetCleaning' | 'resetPhotos' | 'resetRenovation' | 'resetPainting'>
>;
const NO_TOGGLES: Toggles = {
  resetCleaning: false,
  resetPhotos: false,
  resetRenovation: false,
  resetPainting: false,
};

function DuplicateForm({ id, from, edlIO, owner }: FormProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const go = useGo();
  const loaded = useDuplicateSource(id, from, edlIO, owner);
  const [edited, setEdited] = useState<LocalReport | null>(null);
  // The edits ahead of the render: 'Créer l'EDL' reads them right after flushing the fields.
  const latest = useRef<LocalReport | null>(null);
  const [toggles, setToggles] = useState<Toggles>(NO_TOGGLES);
  const [resetEtat, setResetEtat] = useState(false);
  const { submitState, setSubmitState, errorsOf, accepts } = useInfoCheck(edlIO);

  if (loaded.status === 'failed') return <Redirect to={PATHS.edlsLocal} />;
  const draft = loaded.status === 'ready' ? (edited ?? loaded.draft) : null;
  const etatOffered =
    loaded.status === 'ready' && draft !== null && offersEtatReset(loaded.source.bien.etat, draft.bien.etat);

  const edit = (change: (report: LocalReport) => LocalReport) => {
    if (loaded.status !== 'ready') return;
    latest.current = change(latest.current ?? loaded.draft);
    setEdited(latest.current);
  };

  async function submit() {
    if (loaded.status !== 'ready') return;
    flushPendingWrites();
    const typed = latest.current ?? loaded.draft;
    if (!accepts(typed)) return;
    setSubmitState('busy');
    try {
      const offered = offersEtatReset(loaded.source.bien.etat, typed.bien.etat);
      const etat = offered && resetEtat ? typed.bien.etat : null;
      const report = finishDuplicate(
        { ...typed, missingPhotosOnDuplicationCount: loaded.missingPhotos },
        loaded.source,
        { ...toggles, resetEtat: etat },
      );
      const db = deviceDatabase();
      // A move-out keeps the report it came from beside it: its device copy compares with it offline,
      // as the server's document compares with duplicateFromEdlID.
      const entry = report.edlIO === 'Sortant' ? loaded.source : undefined;
      const stored = await storeNewReport(db, owner, report, entry);
      if (stored.localId !== typed.localId)
        await db.photos.where('localEdlId').equals(typed.localId).modify({ localEdlId: stored.localId });
      // Photos reset: the copies made while loading belong to nobody.
      if (toggles.resetPhotos)
        await deletePhotos(
          db,
          (await db.photos.where('localEdlId').equals(stored.localId).toArray()).map((row) => row.ref),
        );
      go(`/edl/${stored.localId}`, 'root');
    } catch (error) {
      setSubmitState('idle');
      reportError(error instanceof DeviceStorageError ? storageErrorReport(error) : error);
    }
  }

  const toggle = (name: keyof Toggles) => (
    <ToggleField
      name={name}
      label={t(`duplicate.${name}`)}
      value={toggles[name]}
      onChange={(checked) => setToggles((current) => ({ ...current, [name]: checked }))}
    />
  );

  return (
    <LargeTitlePage
      route="duplicateEdl"
      title={t('duplicate.title')}
      className="info-form-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.edlsLocal} />}
    >
      {loaded.status === 'loading' ? (
        <div className="duplicate-progress" role="status" aria-live="polite">
          <div className="duplicate-progress-box">{t('duplicate.progress')}</div>
        </div>
      ) : null}
      {loaded.status === 'ready' && draft ? (
        <>
          {loaded.missingPhotos > 0 ? (
            <IonItem lines="none" color="warning" className="missing-photos">
              <IonLabel className="ion-text-wrap" role="alert">
                {t('duplicate.missingPhotos', { count: loaded.missingPhotos })}
              </IonLabel>
            </IonItem>
          ) : null}
          <InfoForm
            info={draft}
            edlIO={edlIO}
            errors={errorsOf(draft)}
            onChange={(change: (info: ReportInfo) => ReportInfo) =>
              edit((current) => change(current) as LocalReport)
            }
            moveOut={{
              conventionSortieManuelle: draft.conventionSortieManuelle === true,
              fromEntry: draft.duplicateFromEdlIO === 'Entrant',
              onConventionChange: (checked) => edit((current) => setManualConvention(current, checked)),
            }}
          />
          <IonList inset className="info-section duplicate-options">
            <IonListHeader>{t('duplicate.sectionOptions')}</IonListHeader>
            {toggle('resetCleaning')}
            {toggle('resetPhotos')}
            {toggle('resetRenovation')}
            {toggle('resetPainting')}
            {etatOffered ? (
              <ToggleField
                name="resetEtat"
                label={t('duplicate.resetEtat', { etat: draft.bien.etat ?? '' })}
                value={resetEtat}
                onChange={setResetEtat}
              />
            ) : null}
          </IonList>
          <SubmitButton mode="new" state={submitState} onSubmit={() => void submit()} />
        </>
      ) : null}
    </LargeTitlePage>
  );
}
