/** Location words: where on the element the defect is. They do not agree with the noun. */
import { en, inv, word } from './forms.ts';

const at = (fr: string, english: string, es: string) =>
  word('location', { fr: inv(fr), en: en(english), es: inv(es) });

export const LOCATION_WORDS = [
  at('en haut', 'at the top', 'en la parte superior'),
  at('en bas', 'at the bottom', 'en la parte inferior'),
  at('à gauche', 'on the left', 'a la izquierda'),
  at('à droite', 'on the right', 'a la derecha'),
  at('au centre', 'in the centre', 'en el centro'),
  at('dans les angles', 'in the corners', 'en las esquinas'),
  at('par endroits', 'in places', 'en algunas zonas'),
  at('sur toute la surface', 'over the whole surface', 'en toda la superficie'),
  at('autour de la poignée', 'around the handle', 'alrededor de la manilla'),
  at("autour de l'interrupteur", 'around the switch', 'alrededor del interruptor'),
  at('autour des prises', 'around the sockets', 'alrededor de los enchufes'),
  at('derrière la porte', 'behind the door', 'detrás de la puerta'),
  at('près de la fenêtre', 'near the window', 'cerca de la ventana'),
  at('devant la porte', 'in front of the door', 'delante de la puerta'),
  at('le long des murs', 'along the walls', 'a lo largo de las paredes'),
  at("sur l'encadrement", 'on the frame', 'en el marco'),
  at('sur le chant', 'on the edge', 'en el canto'),
  at('sur les bords', 'on the edges', 'en los bordes'),
  at('au fond', 'at the back', 'en el fondo'),
  at('au pied', 'at the base', 'en la base'),
  at("à l'intérieur", 'inside', 'en el interior'),
  at("à l'extérieur", 'outside', 'en el exterior'),
  at('sur la façade', 'on the front', 'en el frente'),
  at("sous l'évier", 'under the sink', 'bajo el fregadero'),
  at("au-dessus de l'évier", 'above the sink', 'encima del fregadero'),
  at('derrière les plaques de cuisson', 'behind the hob', 'detrás de la placa'),
  at('autour de la bonde', 'around the drain', 'alrededor del desagüe'),
  at('autour de la baignoire', 'around the bathtub', 'alrededor de la bañera'),
  at('au niveau du raccord', 'at the connection', 'en la conexión'),
  at('sur le bec', 'on the spout', 'en el caño'),
  at('sur les lames', 'on the slats', 'en las lamas'),
  at('sur la vitre', 'on the glass', 'en el cristal'),
  at('sur la porte', 'on the door', 'en la puerta'),
  at('sur les foyers', 'on the burners', 'en los fuegos'),
  at('sur le filtre', 'on the filter', 'en el filtro'),
  at('sur la grille', 'on the grille', 'en la rejilla'),
];
