/**
 * The report editor (inspection-core §2 'Editor'), route /edl/:localId. A report missing from the
 * device (or another account's) sends the user to the in-progress list; a signed one to its recap.
 */
import { useEffect, useState } from 'react';
import { IonSpinner } from '../../ui/ionic.ts';
import { IonContent, IonPage } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/routes.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { Editor } from './Editor.tsx';
import { EDITOR_NS } from './i18n/index.ts';
import './editor.css';
import { Redirect } from '../../app/layout/Redirect.tsx';

/**
 * How long the device may take to read the report before the page says it is loading: a read is
 * usually quicker, and the spinner (an Ionic component) costs the task that opens the editor on a
 * mid-range phone more than anything else in it, to show for a frame.
 */
const LOADING_SHOWN_AFTER_MS = 300;

function Loading({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <div className="editor-loading" role="status">
      <IonSpinner aria-hidden="true" />
      <span>{label}</span>
    </div>
  ) : null;
}

export default function EditorPage() {
  const { t } = useTranslation(EDITOR_NS);
  const { localId } = useParams();
  const id = Number(localId);
  const { state, update, flush } = useLocalReport(id);
  if (state.status === 'missing') return <Redirect to={PATHS.edlsLocal} />;
  // A signed report is locked: its fingerprint covers what was signed. It is shown in the recap.
  if (state.status === 'ready' && !state.report.open) return <Redirect to={`/edl/${id}/recapitulatif`} />;
  // One IonPage for both states: the outlet animates the page it first saw, a second one stays hidden.
  return (
    <IonPage data-route="edl" className="editor-page">
      {state.status === 'ready' ? (
        <Editor localId={id} report={state.report} update={update} flush={flush} />
      ) : (
        <IonContent color="light">
          <Loading label={t('loading')} />
        </IonContent>
      )}
    </IonPage>
  );
}
