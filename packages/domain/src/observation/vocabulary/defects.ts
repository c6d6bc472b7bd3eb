/** Defect nouns: what is observed. Their gender drives the agreement of the quality words. */
import { en, noun, word } from './forms.ts';

type Noun = readonly [singular: string, plural: string, gender: 'm' | 'f'];

const d = (fr: Noun, english: readonly [string, string], es: Noun) =>
  word('defect', { fr: noun(...fr), en: en(...english), es: noun(...es) });

export const DEFECT_WORDS = [
  d(['trace', 'traces', 'f'], ['mark', 'marks'], ['marca', 'marcas', 'f']),
  d(['rayure', 'rayures', 'f'], ['scratch', 'scratches'], ['rayón', 'rayones', 'm']),
  d(['éclat', 'éclats', 'm'], ['chip', 'chips'], ['desconchón', 'desconchones', 'm']),
  d(['trou', 'trous', 'm'], ['hole', 'holes'], ['agujero', 'agujeros', 'm']),
  d(
    ['trou de cheville', 'trous de cheville', 'm'],
    ['plug hole', 'plug holes'],
    ['agujero de taco', 'agujeros de taco', 'm'],
  ),
  d(['tache', 'taches', 'f'], ['stain', 'stains'], ['mancha', 'manchas', 'f']),
  d(['fissure', 'fissures', 'f'], ['crack', 'cracks'], ['grieta', 'grietas', 'f']),
  d(['moisissure', 'moisissures', 'f'], ['mould spot', 'mould spots'], ['moho', 'mohos', 'm']),
  d(['jaunissement', 'jaunissements', 'm'], ['yellowing', 'yellowing'], ['amarilleo', 'amarilleos', 'm']),
  d(['impact', 'impacts', 'm'], ['impact', 'impacts'], ['impacto', 'impactos', 'm']),
  d(['salissure', 'salissures', 'f'], ['dirt mark', 'dirt marks'], ['suciedad', 'suciedades', 'f']),
  d(['usure', 'usures', 'f'], ['wear', 'wear'], ['desgaste', 'desgastes', 'm']),
  d(['brûlure', 'brûlures', 'f'], ['burn', 'burns'], ['quemadura', 'quemaduras', 'f']),
  d(
    ['décollement', 'décollements', 'm'],
    ['peeling', 'peeling'],
    ['desprendimiento', 'desprendimientos', 'm'],
  ),
  d(['écaillage', 'écaillages', 'm'], ['flaking', 'flaking'], ['descascarillado', 'descascarillados', 'm']),
  d(['auréole', 'auréoles', 'f'], ['water ring', 'water rings'], ['aureola', 'aureolas', 'f']),
  d(
    ["trace d'humidité", "traces d'humidité", 'f'],
    ['damp mark', 'damp marks'],
    ['mancha de humedad', 'manchas de humedad', 'f'],
  ),
  d(['cloque', 'cloques', 'f'], ['blister', 'blisters'], ['ampolla', 'ampollas', 'f']),
  d(['graffiti', 'graffitis', 'm'], ['graffiti', 'graffiti'], ['grafiti', 'grafitis', 'm']),
  d(
    ["trace d'adhésif", "traces d'adhésif", 'f'],
    ['adhesive residue', 'adhesive residues'],
    ['resto de adhesivo', 'restos de adhesivo', 'm'],
  ),
  d(['trace de doigt', 'traces de doigts', 'f'], ['fingerprint', 'fingerprints'], ['huella', 'huellas', 'f']),
  d(['enfoncement', 'enfoncements', 'm'], ['dent', 'dents'], ['abolladura', 'abolladuras', 'f']),
  d(['déformation', 'déformations', 'f'], ['warping', 'warping'], ['deformación', 'deformaciones', 'f']),
  d(['gondolement', 'gondolements', 'm'], ['buckling', 'buckling'], ['abombamiento', 'abombamientos', 'm']),
  d(['accroc', 'accrocs', 'm'], ['snag', 'snags'], ['enganchón', 'enganchones', 'm']),
  d(['frottement', 'frottements', 'm'], ['rub mark', 'rub marks'], ['roce', 'roces', 'm']),
  d(['jeu', 'jeux', 'm'], ['looseness', 'looseness'], ['holgura', 'holguras', 'f']),
  d(['rouille', 'rouilles', 'f'], ['rust', 'rust'], ['óxido', 'óxidos', 'm']),
  d(['fuite', 'fuites', 'f'], ['leak', 'leaks'], ['fuga', 'fugas', 'f']),
  d(
    ['dépôt de calcaire', 'dépôts de calcaire', 'm'],
    ['limescale deposit', 'limescale deposits'],
    ['depósito de cal', 'depósitos de cal', 'm'],
  ),
  d(['tartre', 'tartres', 'm'], ['scale', 'scale'], ['sarro', 'sarros', 'm']),
  d(
    ['noircissement', 'noircissements', 'm'],
    ['blackening', 'blackening'],
    ['ennegrecimiento', 'ennegrecimientos', 'm'],
  ),
  d(
    ['condensation', 'condensations', 'f'],
    ['condensation', 'condensation'],
    ['condensación', 'condensaciones', 'f'],
  ),
  d(
    ['dépôt de graisse', 'dépôts de graisse', 'm'],
    ['grease deposit', 'grease deposits'],
    ['depósito de grasa', 'depósitos de grasa', 'm'],
  ),
  d(
    ['dépôt de poussière', 'dépôts de poussière', 'm'],
    ['dust deposit', 'dust deposits'],
    ['acumulación de polvo', 'acumulaciones de polvo', 'f'],
  ),
  d(['coulure', 'coulures', 'f'], ['drip mark', 'drip marks'], ['chorreón', 'chorreones', 'm']),
  d(['odeur', 'odeurs', 'f'], ['odour', 'odours'], ['olor', 'olores', 'm']),
  d(['bruit', 'bruits', 'm'], ['noise', 'noises'], ['ruido', 'ruidos', 'm']),
  d(
    ['pièce manquante', 'pièces manquantes', 'f'],
    ['missing part', 'missing parts'],
    ['pieza faltante', 'piezas faltantes', 'f'],
  ),
];
