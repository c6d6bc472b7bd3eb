/** Aviso legal de Constat en español (prevalece el texto francés). */
import type { LegalSection } from './types.ts';

export const legalNotice: LegalSection[] = [
  {
    title: '1. Editor',
    paragraphs: [
      'La aplicación Constat es editada por Constat SAS, sociedad por acciones simplificada de derecho francés. Su domicilio social, su número de registro mercantil y su número de IVA figuran en las condiciones contractuales entregadas a cada cliente y se facilitan a petición.',
      'El director de la publicación es el Presidente de Constat SAS. Puede contactar con el editor mediante los datos indicados en «Asistencia» en la página Mi cuenta.',
    ],
  },
  {
    title: '2. Alojamiento',
    paragraphs: [
      'El servicio y sus datos están alojados por un proveedor de servicios en la nube cuyos centros de datos se encuentran en la Unión Europea. Ningún dato sale de la Unión Europea para su alojamiento.',
    ],
  },
  {
    title: '3. Objeto del servicio',
    paragraphs: [
      'Constat permite a los profesionales inmobiliarios, propietarios e inquilinos realizar actas de estado de entrada y de salida en un teléfono o tableta, incluso sin conexión, firmarlas en el dispositivo, guardarlas, exportarlas en PDF, enviarlas por correo electrónico y presupuestar las reparaciones.',
    ],
  },
  {
    title: '4. Propiedad de los contenidos',
    paragraphs: [
      'Los usuarios siguen siendo los únicos propietarios de los contenidos que introducen o importan en Constat: actas, fotografías, firmas, comentarios, logotipos y textos personalizados.',
      'Conceden al editor, mientras utilicen el servicio y para todo el mundo, una licencia gratuita y no exclusiva de almacenamiento, reproducción y tratamiento de dichos contenidos, solo en la medida necesaria para prestar el servicio: copia de seguridad, generación de documentos, envío a los destinatarios elegidos por el usuario y presupuestos. Esta licencia termina con la eliminación de los contenidos o de la cuenta, sin perjuicio de los plazos legales de conservación.',
    ],
  },
  {
    title: '5. Propiedad intelectual',
    paragraphs: [
      'La aplicación Constat, su marca, logotipos, textos, baremos y código pertenecen a Constat SAS y están protegidos por el Código francés de la propiedad intelectual. Queda prohibida toda reproducción sin autorización previa y por escrito del editor.',
    ],
  },
  {
    title: '6. Datos personales',
    paragraphs: [
      'Las actas contienen datos personales de inquilinos, propietarios y mandatarios. El profesional que realiza el acta es el responsable del tratamiento; Constat SAS actúa como encargado del tratamiento en el sentido del Reglamento (UE) 2016/679 (RGPD) y solo trata los datos siguiendo sus instrucciones y para prestar el servicio.',
      'Los datos de la cuenta (usuario, correo electrónico, empresa) son tratados por Constat SAS para gestionar las cuentas y la asistencia. Conforme al RGPD, toda persona tiene derecho de acceso, rectificación, supresión, limitación y oposición, que puede ejercer ante el editor, y derecho a presentar una reclamación ante la CNIL.',
    ],
  },
  {
    title: '7. Almacenamiento en el dispositivo',
    paragraphs: [
      'Para funcionar sin conexión, Constat conserva en el almacenamiento del navegador solo lo necesario: credenciales de sesión, perfil elegido, actas en curso, fotografías y firmas. No se utiliza ninguna cookie publicitaria ni rastreador de terceros. Estos datos permanecen en el dispositivo hasta que se guardan en el servidor o el usuario los elimina.',
    ],
  },
  {
    title: '8. Legislación aplicable',
    paragraphs: [
      'El presente aviso legal se rige por el derecho francés. A falta de acuerdo amistoso, cualquier litigio relativo al uso de Constat corresponde a los tribunales franceses competentes.',
    ],
  },
];
