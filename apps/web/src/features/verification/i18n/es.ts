import type { VerificationMessages } from './types.ts';

export const verificationEs: VerificationMessages = {
  authentic: 'Acta de estado auténtica',
  authenticNote:
    'Este documento corresponde a un acta de estado registrada en este servidor: su contenido es el que se firmó.',
  notAuthentic: 'Documento no reconocido',
  notAuthenticNote:
    'Ninguna acta de estado registrada corresponde a esta dirección: el documento puede haber sido modificado, o la dirección mal copiada.',
  entry: 'Acta de estado de entrada',
  exit: 'Acta de estado de salida',
  number: 'N.º {{id}}',
  date: 'Fecha',
  renters: 'Inquilino(s)',
  owner: 'Propietario',
  initialsOnly: 'Solo se muestran las iniciales de las partes.',
  failed: 'La verificación ha fallado. Compruebe su conexión a Internet y vuelva a cargar la página.',
  loading: 'Verificando...',
};
