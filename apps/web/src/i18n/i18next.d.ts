import 'i18next';
import type { accountFr } from '../features/account/i18n/fr.ts';
import type { adminFr } from '../features/admin/i18n/fr.ts';
import type { calibrationFr } from '../features/calibration/i18n/fr.ts';
import type { costingFr } from '../features/costing/i18n/fr.ts';
import type { captureFr } from '../features/capture/i18n/fr.ts';
import type { documentsFr } from '../features/documents/i18n/fr.ts';
import type { editorFr } from '../features/editor/i18n/fr.ts';
import type { savedFr } from '../features/reports-saved/i18n/fr.ts';
import type { historyFr } from '../features/history/i18n/fr.ts';
import type { selfServiceFr } from '../features/self-service/i18n/fr.ts';
import type { autoEdlsFr } from '../features/auto-edls/i18n/fr.ts';
import type { remarksFr } from '../features/remarks/i18n/fr.ts';
import type { verificationFr } from '../features/verification/i18n/fr.ts';
import type { statsFr } from '../features/stats/i18n/fr.ts';
import type { shareLinkFr } from '../ui/shareLinkMessages.ts';
import type { fr } from './locales/fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof fr;
      capture: typeof captureFr;
      editor: typeof editorFr;
      saved: typeof savedFr;
      stats: typeof statsFr;
      documents: typeof documentsFr;
      calibration: typeof calibrationFr;
      costing: typeof costingFr;
      history: typeof historyFr;
      account: typeof accountFr;
      selfService: typeof selfServiceFr;
      autoEdls: typeof autoEdlsFr;
      remarks: typeof remarksFr;
      verification: typeof verificationFr;
      admin: typeof adminFr;
      shareLink: typeof shareLinkFr;
    };
  }
}
