/** French messages of the documents popup and send button, namespace 'documents'. */
export const documentsFr = {
  title: 'Documents · EDL n° {{id}}',
  close: 'Fermer',
  report: 'État des lieux',
  convention: 'Convention de sortie',
  language: 'Langue du document',
  languages: { fr: 'Français', en: 'Anglais', es: 'Espagnol' },
  state: {
    none: 'PDF non généré',
    generating: 'Génération en cours…',
    ready: 'PDF prêt',
  },
  generate: 'Générer le PDF',
  regenerate: 'Régénérer le PDF',
  download: 'Télécharger',
  hideCosts: 'Masquer le chiffrage',
  showCosts: 'Afficher le chiffrage',
  offline: 'Connexion Internet nécessaire',
  send: {
    idle: 'Envoyer aux locataires',
    loading: 'Envoyer aux locataires',
    confirming: 'Envoyer aux locataires',
    sending: 'Envoi en cours…',
    sent: 'Envoyé',
    recipients: 'Le rapport sera envoyé à :',
    noRecipient: 'Aucune adresse e-mail de locataire sur cet EDL',
    lastSent: 'Dernier envoi le {{date}}',
    neverSent: 'Pas encore envoyé aux locataires',
    inFlight: "L'envoi précédent est encore en cours : il partira une seule fois.",
    confirm: "Confirmer l'envoi",
    cancel: 'Annuler',
  },
  errors: {
    generationTitle: 'Erreur génération',
    generation:
      'Une erreur est survenue lors de la demande de génération du PDF. Veuillez nous contacter si cela se reproduit.',
    downloadTitle: 'Erreur téléchargement',
    download:
      'Une erreur est survenue lors du téléchargement du PDF. Veuillez nous contacter si cela se reproduit.',
    send: "Une erreur est survenue lors de l'envoi de l'EDL aux locataires. Veuillez nous contacter si cela se reproduit.",
    sendTitle: 'Erreur envoi',
  },
};
