/**
 * French messages for requests the schemas reject, so that what reaches the app's error dialog
 * reads as the rest of the product: 'Champ inconnu : remember', 'Champ obligatoire : login', and for
 * a value of the wrong type what was expected and what came ('texte attendu, nombre reçu'), never
 * 'Champ obligatoire' for a field that is there.
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

/** JSON types as zod names them, in French; `e` agrees 'attendu' and 'reçu' with a feminine noun. */
const TYPE_NAMES: Record<string, { word: string; e: string }> = {
  string: { word: 'texte', e: '' },
  number: { word: 'nombre', e: '' },
  int: { word: 'nombre entier', e: '' },
  nan: { word: 'NaN', e: '' },
  boolean: { word: 'booléen (true ou false)', e: '' },
  object: { word: 'objet', e: '' },
  record: { word: 'objet', e: '' },
  array: { word: 'liste', e: 'e' },
  tuple: { word: 'liste', e: 'e' },
  null: { word: 'valeur null', e: 'e' },
  date: { word: 'date', e: 'e' },
};
const typeName = (type: string) => TYPE_NAMES[type] ?? { word: type, e: '' };

const FORMATS: Record<string, string> = {
  date: 'date attendue au format aaaa-mm-jj',
  datetime: 'date et heure attendues au format ISO 8601',
  email: 'adresse e-mail invalide',
  url: 'adresse web invalide',
};

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
    case 'invalid_type': {
      // Zod reports no input; its message ends with what it received ('received undefined').
      const received = /received (\w+)$/.exec(issue.message ?? '')?.[1] ?? 'undefined';
      // No body at all reaches the schema as null.
      const absent =
        received === 'undefined' || (received === 'null' && !issue.instancePath.replace('/', ''));
      if (absent) return `Champ obligatoire : ${field}`;
      const expected = typeName(String(params['expected']));
      const got = typeName(received);
      return `Type invalide pour ${field} : ${expected.word} attendu${expected.e}, ${got.word} reçu${got.e}`;
    }
    case 'too_big':
      return `${field} : valeur trop grande ou trop longue (maximum ${String(params['maximum'])})`;
    case 'too_small':
      return `${field} : valeur trop petite ou trop courte (minimum ${String(params['minimum'])})`;
    case 'invalid_format':
      return `${field} : ${FORMATS[String(params['format'])] ?? 'format invalide'}`;
    case 'invalid_value': {
      const values = Array.isArray(params['values']) ? params['values'].map(String) : [];
      const allowed = values.length > 0 && values.length <= 12 ? ` (attendu : ${values.join(', ')})` : '';
      return `${field} : valeur non autorisée${allowed}`;
    }
    case 'invalid_union':
      return `${field} : valeur invalide (d'aucune des formes acceptées)`;
    case 'custom':
      // Our own refinements already carry a French message.
      return `${field} : ${issue.message ?? 'valeur invalide'}`;
    default:
      return `${field} : valeur invalide`;
  }
}
