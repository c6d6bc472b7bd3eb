import type { RemarksMessages } from './types.ts';

export const remarksEs: RemarksMessages = {
  panelTitle: 'Observaciones del inquilino',
  hint: 'Hasta el {{lastDay}} incluido, el inquilino puede completar esta acta de entrada mediante un enlace, sin cuenta (ley francesa del 6 de julio de 1989, art. 3-2).',
  sharedHint:
    'Enlace compartido: cualquiera que lo tenga puede enviar observaciones sobre esta acta hasta el {{lastDay}} incluido.',
  closedHint:
    'El plazo de 10 días para completar esta acta de entrada terminó el {{lastDay}}: el inquilino ya no puede enviar observaciones.',
  createLink: 'Crear el enlace de observaciones',
  revokeConfirm:
    '¿Revocar el enlace de observaciones? El inquilino ya no podrá enviar observaciones con la dirección ya enviada.',
  receivedTitle: 'Observaciones recibidas',
  noRemark: 'Todavía no se ha recibido ninguna observación.',
  receivedOn: 'Recibida el {{date}}',
  general: 'General',
  pdfHint: 'Vuelva a generar el PDF del acta para incluir las observaciones recibidas.',
  intro:
    'Puede completar el acta de entrada del {{date}} hasta el {{lastDay}} incluido: indique lo que falta o es inexacto, estancia por estancia, elemento por elemento, o en general (ley francesa del 6 de julio de 1989, art. 3-2).',
  generalRemark: 'Observación general',
  roomRemark: 'Observación sobre la estancia',
  typed_one: '{{count}} observación',
  typed_other: '{{count}} observaciones',
  send: 'Enviar mis observaciones',
  sending: 'Enviando...',
  nothingTyped: 'Escriba al menos una observación antes de enviarlas.',
  sentTitle: 'Observaciones enviadas',
  sent_one: 'Gracias: su observación se envió a su agencia el {{date}}. Figurará en el PDF del acta.',
  sent_other:
    'Gracias: sus {{count}} observaciones se enviaron a su agencia el {{date}}. Figurarán en el PDF del acta.',
  sendMore: 'Enviar otras observaciones',
  expiredTitle: 'Plazo vencido',
  expired:
    'El plazo de 10 días para completar el acta de entrada terminó el {{lastDay}}: ya no se pueden enviar sus observaciones. Contacte con su agencia.',
  deniedTitle: 'Acceso denegado',
  denied: 'Este enlace ya no es válido: pida uno nuevo a su agencia o compruebe la dirección URL utilizada.',
  failedTitle: 'Página no disponible',
  failed: 'No se pudo cargar el acta. Compruebe su conexión a Internet y vuelva a cargar la página.',
  sendFailedTitle: 'Sus observaciones no se enviaron',
  loading: 'Cargando...',
};
