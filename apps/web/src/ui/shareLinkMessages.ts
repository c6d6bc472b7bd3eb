/**
 * The texts a shared link's actions say the same for every feature (the public costing link, the
 * tenant's remarks link), namespace 'shareLink'; what differs (create, the revoke warning) stays in
 * the feature's namespace. The dialog's are the spec's defaults ("Attention", "Je confirme",
 * "Annuler"). Registered with the chunk that shows the actions.
 */
import { registerFeatureMessages } from '../i18n/featureMessages.ts';

export const SHARE_LINK_NS = 'shareLink';

export const shareLinkFr = {
  copy: 'Copier le lien',
  copied: 'Lien copié !',
  copiedStatus: 'Le lien est copié dans le presse-papiers.',
  revokeLink: 'Révoquer le lien',
  confirmTitle: 'Attention',
  confirm: 'Je confirme',
  cancel: 'Annuler',
};

type ShareLinkMessages = { [K in keyof typeof shareLinkFr]: string };

const shareLinkEn: ShareLinkMessages = {
  copy: 'Copy the link',
  copied: 'Link copied!',
  copiedStatus: 'The link is copied to the clipboard.',
  revokeLink: 'Revoke the link',
  confirmTitle: 'Warning',
  confirm: 'I confirm',
  cancel: 'Cancel',
};

const shareLinkEs: ShareLinkMessages = {
  copy: 'Copiar el enlace',
  copied: '¡Enlace copiado!',
  copiedStatus: 'El enlace se ha copiado en el portapapeles.',
  revokeLink: 'Revocar el enlace',
  confirmTitle: 'Atención',
  confirm: 'Confirmo',
  cancel: 'Cancelar',
};

registerFeatureMessages(SHARE_LINK_NS, { fr: shareLinkFr, en: shareLinkEn, es: shareLinkEs });
