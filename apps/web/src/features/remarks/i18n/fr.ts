/**
 * French messages of the tenant's remarks (docs/ARCHITECTURE.md "Beyond the specification"), namespace
 * 'remarks'.
 */
export const remarksFr = {
  panelTitle: 'Remarques du locataire',
  hint: "Jusqu'au {{lastDay}} inclus, le locataire peut compléter cet état des lieux d'entrée par un lien, sans compte (loi du 6 juillet 1989, art. 3-2).",
  sharedHint:
    "Lien partagé : toute personne qui le connaît peut envoyer des remarques sur cet EDL jusqu'au {{lastDay}} inclus.",
  closedHint:
    "Le délai de 10 jours pour compléter cet état des lieux d'entrée a pris fin le {{lastDay}} : le locataire ne peut plus envoyer de remarques.",
  createLink: 'Créer le lien des remarques',
  revokeConfirm:
    "Révoquer le lien des remarques ? Le locataire ne pourra plus envoyer de remarques avec l'adresse déjà envoyée.",
  receivedTitle: 'Remarques reçues',
  noRemark: 'Aucune remarque reçue pour le moment.',
  receivedOn: 'Reçue le {{date}}',
  general: 'Général',
  pdfHint: 'Régénérez le PDF du rapport pour y faire figurer les remarques reçues.',
  intro:
    "Vous pouvez compléter l'état des lieux d'entrée du {{date}} jusqu'au {{lastDay}} inclus : signalez ce qui manque ou ce qui est inexact, pièce par pièce, élément par élément, ou de façon générale (loi du 6 juillet 1989, art. 3-2).",
  generalRemark: 'Remarque générale',
  roomRemark: 'Remarque sur la pièce',
  typed_one: '{{count}} remarque',
  typed_other: '{{count}} remarques',
  send: 'Envoyer mes remarques',
  sending: 'Envoi...',
  nothingTyped: 'Saisissez au moins une remarque avant de les envoyer.',
  sentTitle: 'Remarques envoyées',
  sent_one:
    'Merci : votre remarque a été transmise à votre agence le {{date}}. Elle figurera dans le PDF de l’état des lieux.',
  sent_other:
    'Merci : vos {{count}} remarques ont été transmises à votre agence le {{date}}. Elles figureront dans le PDF de l’état des lieux.',
  sendMore: "Envoyer d'autres remarques",
  expiredTitle: 'Délai dépassé',
  expired:
    "Le délai de 10 jours pour compléter l'état des lieux d'entrée a pris fin le {{lastDay}} : vos remarques ne peuvent plus être envoyées. Contactez votre agence.",
  deniedTitle: 'Accès refusé',
  denied:
    "Ce lien n'est plus valide : demandez un nouveau lien à votre agence, ou vérifiez l'adresse URL utilisée.",
  failedTitle: 'Page indisponible',
  failed:
    "L'état des lieux n'a pas pu être chargé. Vérifiez votre connexion à Internet puis rechargez la page.",
  sendFailedTitle: "Vos remarques n'ont pas été envoyées",
  loading: 'Chargement...',
};
