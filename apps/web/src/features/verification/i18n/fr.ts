export const verificationFr = {
  authentic: 'État des lieux authentique',
  authenticNote:
    'Ce document correspond à un état des lieux enregistré sur ce serveur : son contenu est celui qui a été signé.',
  notAuthentic: 'Document non reconnu',
  notAuthenticNote:
    "Aucun état des lieux enregistré ne correspond à cette adresse : le document a pu être modifié, ou l'adresse a été mal recopiée.",
  entry: "État des lieux d'entrée",
  exit: 'État des lieux de sortie',
  number: 'N° {{id}}',
  date: 'Date',
  renters: 'Locataire(s)',
  owner: 'Propriétaire',
  initialsOnly: 'Seules les initiales des parties sont affichées.',
  failed: 'La vérification a échoué. Vérifiez votre connexion Internet, puis rechargez la page.',
  loading: 'Vérification...',
};
