/**
 * French messages for requests the schemas reject, so that what reaches the app's error dialog
 * reads as the rest of the product: 'Champ inconnu : remember', 'Champ obligatoire : login'.
 */

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'corps de la requête',
  querystring: 'paramètres de la requête',
  params: "paramètres de l'adresse",
  headers: 'en-têtes',
};

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || CONTEXT_NAMES[context ?? 'body'] || 'requête';
}

/** Zod's built-in messages are English; a schema's own message (ours are French) is kept. */
const ZOD_DEFAULT_MESSAGE = /^(Too (small|big)|Invalid|Expected|Unrecognized)/;

export function frenchIssue(issue: ValidationIssue, context?: string): string {
  const field = fieldName(issue.instancePath, context);
  const { params } = issue;
  if (issue.message && !ZOD_DEFAULT_MESSAGE.test(issue.message)) return `${field} : ${issue.message}`;
  switch (issue.keyword) {
    case 'unrecognized_keys': {
      const keys = Array.isArray(params['keys']) ? params['keys'].join(', ') : '';
      return issue.instancePath === '/' ? `Champ inconnu : ${keys}` : `Champ inconnu dans ${field} : ${keys}`;
    }
    case 'invalid_type':
      return params['input'] === undefined
        ? `Champ obligatoire : ${field}`
        : `Type invalide pour ${field} (attendu : ${String(params['expected'])})`;
    case 'too_big':
      return `${field} : valeur trop grande ou trop longue (maximum ${String(params['maximum'])})`;
    case 'too_small':
      return `${field} : valeur trop petite ou trop courte (minimum ${String(params['minimum'])})`;
    case 'invalid_format':
      return `${field} : format invalide`;
    case 'invalid_value':
      return `${field} : valeur non autorisée`;
    case 'custom':
      // Our own refinements already carry a French message.
      return `${field} : ${issue.message ?? 'valeur invalide'}`;
    default:
      return `${field} : valeur invalide`;
  }
}
