/** Legal notice of Constat in English (the French text prevails). */
import type { LegalSection } from './types.ts';

export const legalNotice: LegalSection[] = [
  {
    title: '1. Publisher',
    paragraphs: [
      'The Constat application is published by Constat SAS, a French simplified joint-stock company (société par actions simplifiée). Its registered office, trade register number and VAT number appear in the contractual terms given to each customer and are available on request.',
      'The publication director is the President of Constat SAS. You can contact the publisher using the details given under "Assistance" on the My account page.',
    ],
  },
  {
    title: '2. Hosting',
    paragraphs: [
      'The service and its data are hosted by a cloud provider whose data centres are located in the European Union. No data leaves the European Union for hosting purposes.',
    ],
  },
  {
    title: '3. Purpose of the service',
    paragraphs: [
      'Constat lets property professionals, landlords and tenants make move-in and move-out inspection reports on a phone or tablet, even offline, sign them on the device, then save them, export them as PDF, e-mail them and price any repairs.',
    ],
  },
  {
    title: '4. Ownership of content',
    paragraphs: [
      'Users remain the sole owners of the content they enter or import into Constat: reports, photographs, signatures, comments, logos and custom texts.',
      'They grant the publisher, for as long as they use the service and worldwide, a free, non-exclusive licence to store, reproduce and process this content, only as far as needed to provide the service: backup, document generation, sending to the recipients chosen by the user and costing. This licence ends when the content or the account is deleted, subject to legal retention periods.',
    ],
  },
  {
    title: '5. Intellectual property',
    paragraphs: [
      'The Constat application, its brand, logos, texts, costing grids and code belong to Constat SAS and are protected by the French Intellectual Property Code. Any reproduction without the prior written consent of the publisher is forbidden.',
    ],
  },
  {
    title: '6. Personal data',
    paragraphs: [
      'Reports contain personal data of tenants, landlords and agents. The professional making the report is the controller of this processing; Constat SAS acts as processor within the meaning of Regulation (EU) 2016/679 (GDPR) and processes the data only on their instructions and to provide the service.',
      'Account data (login, e-mail address, company) is processed by Constat SAS to manage accounts and support. Under the GDPR, everyone has the right of access, rectification, erasure, restriction and objection, which can be exercised with the publisher, and the right to lodge a complaint with the CNIL.',
    ],
  },
  {
    title: '7. Storage on the device',
    paragraphs: [
      'To work offline, Constat keeps in the browser storage only what it needs: sign-in tokens, the chosen profile, reports in progress, photographs and signatures. No advertising cookie or third-party tracker is used. This data stays on the device until it is saved to the server or deleted by the user.',
    ],
  },
  {
    title: '8. Governing law',
    paragraphs: [
      'This legal notice is governed by French law. Failing an amicable settlement, any dispute about the use of Constat falls under the competent French courts.',
    ],
  },
];
