/**
 * The e-mail inviting a tenant to a self-service inspection: the app's link and the limited
 * account's credentials (accounts-costing §2). Sent through the outbox (jobs/mailOutbox.ts), which
 * reads the invitation when it sends, so a deleted invitation's credentials never go out.
 */
import { appLink } from '@constat/domain';

export function invitationMail(publicUrl: string, login: string, password: string) {
  const link = appLink(publicUrl, 'selfService');
  return {
    subject: 'Votre état des lieux à réaliser',
    text:
      `Bonjour,\n\nVotre agence vous invite à réaliser vous-même votre état des lieux, pas à pas, ` +
      `depuis votre téléphone.\n\nAdresse : ${link}\nIdentifiant : ${login}\nMot de passe : ${password}\n\n` +
      `À bientôt sur Constat.`,
  };
}
