/** Spanish messages of the tenant's self-service flow, namespace 'selfService'. */
import type { SelfServiceMessages } from './types.ts';

export const selfServiceEs: SelfServiceMessages = {
  logout: 'Cerrar sesión',
  loading: 'Cargando...',
  lang: {
    title: 'Idioma',
    intro: '¡Bienvenido! Va a realizar usted mismo el acta de estado de su vivienda. Elija su idioma.',
    choose: 'Elegir este idioma',
  },
  languages: { fr: 'Français', en: 'English', es: 'Español' },
  info: {
    title: 'Sus datos',
    intro: 'Indique su nombre y sus datos de contacto. Solo el nombre del inquilino es obligatorio.',
    property: '{{address}}, planta {{floor}}, puerta {{flat}}',
    start: 'Empezar el acta de estado',
    preparing: 'Preparando su acta de estado, espere por favor...',
    missingPhotos_one: 'No se ha podido recuperar {{count}} foto del acta anterior.',
    missingPhotos_other: 'No se han podido recuperar {{count}} fotos del acta anterior.',
    noRecord: 'No tiene ningún acta de estado pendiente. Contacte con su agencia.',
    offline: 'Se necesita una conexión a Internet para preparar su acta de estado.',
    retry: 'Reintentar',
  },
  step: {
    title: 'Acta de estado',
    progress: 'Habitación {{room}} de {{rooms}}',
    lastStep: 'Último paso',
    previous: 'Anterior',
    validate: 'Validar',
    hint: 'Compruebe cada elemento y corrija lo que no corresponda a lo que ve.',
  },
  room: {
    allConform: 'Todo está conforme en esta habitación',
    changedNote: 'Ha modificado un elemento de esta habitación: valídelo con su foto.',
    glance: 'Estado actual de la habitación',
    notRated: 'Sin rellenar',
  },
  photo: {
    changed: 'Ha modificado este elemento: tome una foto nueva que muestre su estado.',
    optional: 'Puede añadir una foto de este elemento si lo desea.',
    loading: 'Cargando...',
    continue: 'Continuar',
    continueWithoutPhoto: 'Continuar sin foto',
    photoRequired: 'Foto obligatoria',
    newPhotoRequired: 'Nueva foto obligatoria',
  },
  comment: {
    title: 'Comentario general',
    hint: 'Añada aquí cualquier observación sobre la vivienda (opcional).',
    submit: 'Validar y firmar',
  },
  recap: {
    title: 'Resumen',
    intro: 'Vuelva a leer su acta de estado antes de firmarla.',
    back: 'Modificar',
    sign: 'Firmar',
  },
  signature: {
    title: 'Firma',
    intro: 'Ponga sus iniciales en el recuadro: valen para todas las páginas del documento.',
    back: 'Resumen',
    validate: 'Validar y enviar',
    saving: 'Validando...',
    missing: 'Firma que falta: "{{label}}"',
    unknownError: 'Error desconocido, contacte con nosotros',
  },
  upload: {
    sending: 'Enviando su acta de estado: {{percent}} %',
    waiting:
      'No tiene conexión a Internet: su acta está firmada y se enviará automáticamente en cuanto vuelva la red. Mantenga esta página abierta.',
    errorTitle: 'Error de sincronización del acta local #{{id}}',
    error:
      'Se ha producido un problema al sincronizar su acta de estado. Contacte con nosotros si vuelve a ocurrir.',
    retry: 'Reenviar',
    resign: 'Firmar de nuevo',
    fingerprintMismatch:
      'Su estado de lugar se modificó después de su firma: no se ha enviado. Se conserva en este dispositivo; fírmelo de nuevo para enviarlo.',
    keyReused:
      'Otra versión de su estado de lugar ya se envió a su agencia. Su versión se conserva en este dispositivo: póngase en contacto con su agencia.',
  },
  done: {
    title: 'Terminado',
    heading: '¡Gracias!',
    text: 'Su acta de estado se ha enviado a su agencia. Puede cerrar esta página.',
  },
};
