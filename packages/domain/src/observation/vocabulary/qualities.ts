/** Quality words: adjectives describing the defect; in fr and es they agree with the defect noun. */
import { adj, en, inv, word } from './forms.ts';

const q = (fr: ReturnType<typeof adj>, english: string, es: ReturnType<typeof adj>) =>
  word('quality', { fr, en: en(english), es });

export const QUALITY_WORDS = [
  q(adj('léger', 'légers', 'légère', 'légères'), 'slight', adj('leve', 'leves')),
  q(
    adj('important', 'importants', 'importante', 'importantes'),
    'significant',
    adj('importante', 'importantes'),
  ),
  q(adj('petit', 'petits', 'petite', 'petites'), 'small', adj('pequeño', 'pequeños', 'pequeña', 'pequeñas')),
  q(adj('grand', 'grands', 'grande', 'grandes'), 'large', adj('grande', 'grandes')),
  q(
    adj('profond', 'profonds', 'profonde', 'profondes'),
    'deep',
    adj('profundo', 'profundos', 'profunda', 'profundas'),
  ),
  q(
    adj('superficiel', 'superficiels', 'superficielle', 'superficielles'),
    'superficial',
    adj('superficial', 'superficiales'),
  ),
  q(
    adj('ancien', 'anciens', 'ancienne', 'anciennes'),
    'old',
    adj('antiguo', 'antiguos', 'antigua', 'antiguas'),
  ),
  q(adj('récent', 'récents', 'récente', 'récentes'), 'recent', adj('reciente', 'recientes')),
  q(adj('visible', 'visibles'), 'visible', adj('visible', 'visibles')),
  q(adj('peu visible', 'peu visibles'), 'barely visible', adj('poco visible', 'poco visibles')),
  q(
    adj('localisé', 'localisés', 'localisée', 'localisées'),
    'localised',
    adj('localizado', 'localizados', 'localizada', 'localizadas'),
  ),
  q(
    adj('généralisé', 'généralisés', 'généralisée', 'généralisées'),
    'widespread',
    adj('generalizado', 'generalizados', 'generalizada', 'generalizadas'),
  ),
  q(
    adj('rebouché', 'rebouchés', 'rebouchée', 'rebouchées'),
    'filled',
    adj('tapado', 'tapados', 'tapada', 'tapadas'),
  ),
  q(
    adj('mal rebouché', 'mal rebouchés', 'mal rebouchée', 'mal rebouchées'),
    'poorly filled',
    adj('mal tapado', 'mal tapados', 'mal tapada', 'mal tapadas'),
  ),
  q(
    adj('incrusté', 'incrustés', 'incrustée', 'incrustées'),
    'ingrained',
    adj('incrustado', 'incrustados', 'incrustada', 'incrustadas'),
  ),
  q(adj('sale', 'sales'), 'dirty', adj('sucio', 'sucios', 'sucia', 'sucias')),
  q(
    adj('gras', 'gras', 'grasse', 'grasses'),
    'greasy',
    adj('grasiento', 'grasientos', 'grasienta', 'grasientas'),
  ),
  q(adj('brûlé', 'brûlés', 'brûlée', 'brûlées'), 'burnt', adj('quemado', 'quemados', 'quemada', 'quemadas')),
  q(
    adj('décollé', 'décollés', 'décollée', 'décollées'),
    'peeling',
    adj('despegado', 'despegados', 'despegada', 'despegadas'),
  ),
  q(
    adj('desserré', 'desserrés', 'desserrée', 'desserrées'),
    'loose',
    adj('flojo', 'flojos', 'floja', 'flojas'),
  ),
  q(adj('cassé', 'cassés', 'cassée', 'cassées'), 'broken', adj('roto', 'rotos', 'rota', 'rotas')),
  q(adj('fendu', 'fendus', 'fendue', 'fendues'), 'split', adj('rajado', 'rajados', 'rajada', 'rajadas')),
  q(
    adj('bouché', 'bouchés', 'bouchée', 'bouchées'),
    'blocked',
    adj('atascado', 'atascados', 'atascada', 'atascadas'),
  ),
  q(
    adj('grippé', 'grippés', 'grippée', 'grippées'),
    'stiff',
    adj('agarrotado', 'agarrotados', 'agarrotada', 'agarrotadas'),
  ),
  q(
    adj('terni', 'ternis', 'ternie', 'ternies'),
    'tarnished',
    adj('deslucido', 'deslucidos', 'deslucida', 'deslucidas'),
  ),
  q(
    adj('gonflé', 'gonflés', 'gonflée', 'gonflées'),
    'swollen',
    adj('hinchado', 'hinchados', 'hinchada', 'hinchadas'),
  ),
  q(
    adj('encrassé', 'encrassés', 'encrassée', 'encrassées'),
    'clogged',
    adj('obstruido', 'obstruidos', 'obstruida', 'obstruidas'),
  ),
  word('quality', { fr: inv('à reprendre'), en: en('to be redone'), es: inv('a rehacer') }),
];
