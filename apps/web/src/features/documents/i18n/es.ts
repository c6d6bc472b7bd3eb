import type { DocumentsMessages } from './types.ts';

export const documentsEs: DocumentsMessages = {
  title: 'Documentos · acta n.º {{id}}',
  close: 'Cerrar',
  report: 'Acta de estado',
  convention: 'Acuerdo de salida',
  language: 'Idioma del documento',
  languages: { fr: 'Francés', en: 'Inglés', es: 'Español' },
  state: { none: 'PDF no generado', generating: 'Generando…', ready: 'PDF listo' },
  generate: 'Generar el PDF',
  regenerate: 'Regenerar el PDF',
  download: 'Descargar',
  hideCosts: 'Ocultar el presupuesto',
  showCosts: 'Mostrar el presupuesto',
  offline: 'Se necesita conexión a Internet',
  send: { idle: 'Enviar a los inquilinos', sending: 'Enviando…', sent: 'Enviado' },
  errors: {
    generationTitle: 'Error de generación',
    generation: 'Se produjo un error al solicitar el PDF. Contáctenos si vuelve a ocurrir.',
    downloadTitle: 'Error de descarga',
    download: 'Se produjo un error al descargar el PDF. Contáctenos si vuelve a ocurrir.',
    send: 'Se produjo un error al enviar el acta a los inquilinos. Contáctenos si vuelve a ocurrir.',
    sendTitle: 'Error de envío',
  },
};
