/**
 * French messages of the tenant's self-service flow (auto-EDL), namespace 'selfService'. The spec's
 * wording is kept verbatim where it gives one (photo step buttons, 'Valider et signer', errors).
 */
import { PHOTO_STEP_BUTTON_LABELS } from '@constat/domain';

export const selfServiceFr = {
  logout: 'Me déconnecter',
  loading: 'Chargement...',
  lang: {
    title: 'Langue',
    intro:
      "Bienvenue ! Vous allez réaliser vous-même l'état des lieux de votre logement. Choisissez votre langue.",
    choose: 'Choisir cette langue',
  },
  languages: { fr: 'Français', en: 'English', es: 'Español' },
  info: {
    title: 'Vos informations',
    intro: 'Indiquez votre nom et vos coordonnées. Seul le nom du locataire est obligatoire.',
    property: '{{address}}, étage {{floor}}, porte {{flat}}',
    start: "Commencer l'état des lieux",
    preparing: 'Préparation de votre état des lieux, veuillez patienter...',
    missingPhotos_one: "{{count}} photo de l'état des lieux précédent n'a pas pu être récupérée.",
    missingPhotos_other: "{{count}} photos de l'état des lieux précédent n'ont pas pu être récupérées.",
    noRecord: 'Aucun état des lieux ne vous attend. Contactez votre agence.',
    offline: 'Une connexion Internet est nécessaire pour préparer votre état des lieux.',
    retry: 'Réessayer',
  },
  step: {
    title: 'État des lieux',
    progress: 'Pièce {{room}} sur {{rooms}}',
    lastStep: 'Dernière étape',
    previous: 'Précédent',
    validate: PHOTO_STEP_BUTTON_LABELS.validate,
    hint: 'Vérifiez chaque élément et corrigez ce qui ne correspond pas à ce que vous constatez.',
  },
  room: {
    allConform: 'Tout est conforme dans cette pièce',
    changedNote: 'Vous avez modifié un élément de cette pièce : validez-le avec sa photo.',
    glance: 'État actuel de la pièce',
    notRated: 'Non renseigné',
  },
  photo: {
    changed: 'Vous avez modifié cet élément : prenez une nouvelle photo qui montre son état.',
    optional: 'Vous pouvez ajouter une photo de cet élément si vous le souhaitez.',
    loading: PHOTO_STEP_BUTTON_LABELS.loading,
    continue: PHOTO_STEP_BUTTON_LABELS.continue,
    continueWithoutPhoto: PHOTO_STEP_BUTTON_LABELS.continueWithoutPhoto,
    photoRequired: PHOTO_STEP_BUTTON_LABELS.photoRequired,
    newPhotoRequired: PHOTO_STEP_BUTTON_LABELS.newPhotoRequired,
  },
  comment: {
    title: 'Commentaire général',
    hint: 'Ajoutez ici toute remarque sur le logement (facultatif).',
    submit: 'Valider et signer',
  },
  recap: {
    title: 'Récapitulatif',
    intro: 'Relisez votre état des lieux avant de le signer.',
    back: 'Modifier',
    sign: 'Signer',
  },
  signature: {
    title: 'Signature',
    intro: 'Paraphez dans le cadre ci-dessous : vos paraphes valent pour toutes les pages du document.',
    back: 'Récapitulatif',
    validate: 'Valider et envoyer',
    saving: 'Validation en cours...',
    missing: 'Signature manquante : "{{label}}"',
    unknownError: 'Erreur inconnue, veuillez nous contacter',
  },
  upload: {
    sending: 'Envoi de votre état des lieux : {{percent}} %',
    waiting:
      "Vous n'êtes pas connecté à Internet : votre état des lieux est signé et sera envoyé automatiquement dès le retour du réseau. Gardez cette page ouverte.",
    errorTitle: 'Erreur synchronisation EDL local #{{id}}',
    error:
      'Un problème est survenu lors de la synchronisation de votre EDL. Veuillez nous contacter si cela se reproduit.',
    retry: "Réessayer l'envoi",
    resign: 'Signer à nouveau',
    fingerprintMismatch:
      "Votre état des lieux a été modifié après votre signature : il n'a pas été envoyé. Il est conservé sur cet appareil ; signez-le à nouveau pour l'envoyer.",
    keyReused:
      'Une autre version de votre état des lieux a déjà été envoyée à votre agence. Votre version est conservée sur cet appareil : contactez votre agence.',
  },
  done: {
    title: 'Terminé',
    heading: 'Merci !',
    text: 'Votre état des lieux a bien été envoyé à votre agence. Vous pouvez fermer cette page.',
  },
};
