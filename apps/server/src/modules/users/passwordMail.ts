/**
 * The e-mail of a new account whose password was left empty (accounts-costing §5 "New user"): the
 * random password, the login and the app's link, which opens the login screen.
 */
import { appLink } from '@constat/domain';

export function passwordMail(publicUrl: string, login: string, password: string) {
  return {
    subject: 'Votre compte Constat',
    text:
      `Bonjour,\n\nUn compte Constat a été créé pour vous.\n\nAdresse : ${appLink(publicUrl, 'login')}\n` +
      `Identifiant : ${login}\nMot de passe : ${password}\n\nÀ bientôt sur Constat.`,
  };
}
