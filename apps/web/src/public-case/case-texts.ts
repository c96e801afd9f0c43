import { CITIZEN_SUBMISSION_LIMITS, type CitizenSubmissionIssue, type CitizenSubmissionKind, type ReviewState } from '@fieldbook/domain';

/** The case page's two languages (issue 28): English, and Spanish in the usted form. */
export const CASE_LANGUAGES = ['en', 'es'] as const;
export type CaseLanguage = (typeof CASE_LANGUAGES)[number];

const MAX = CITIZEN_SUBMISSION_LIMITS.textMax;

const en = {
  languageName: 'English',
  languageSwitch: 'Language',
  pageTitle: 'Your case',
  loading: 'Loading your case…',
  notFoundTitle: 'Case not found',
  notFound: 'This case could not be found. Check the link or the QR code you were given.',
  notOnlineTitle: 'Your case is not online yet',
  notOnline:
    "This case may still be on the officer's device. It will appear here once the officer's device uploads it. Please try again later.",
  loadFailedTitle: 'Your case could not be loaded',
  loadFailed: 'Your case could not be loaded right now. Please try again later.',
  tryAgain: 'Try again',
  intro: 'Keep this page to follow your case. Quote the incident number when you contact the agency.',
  badgeAlt: (agency: string) => `Badge of ${agency}`,
  incidentNumber: 'Incident Number',
  date: 'Date',
  officer: 'Officer',
  officerWithId: (name: string, id: string) => `${name} (ID ${id})`,
  reviewStatus: 'Review status',
  states: {
    pending_review: { label: 'Waiting for review', text: "A supervisor at the agency will review the officer's report." },
    returned: { label: 'Returned for corrections', text: 'A supervisor sent the report back to the officer to correct or complete it.' },
    approved: { label: 'Approved', text: "The agency has approved the officer's report." },
  } satisfies Record<ReviewState, { label: string; text: string }>,
  contactTitle: 'Contact the agency',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  tellTitle: 'Tell the agency about this contact',
  tellHint: 'Your message goes to the agency’s managers, not to the officer.',
  open: { commendation: 'Send a commendation', complaint: 'File a complaint' } satisfies Record<CitizenSubmissionKind, string>,
  formTitle: { commendation: 'Send a commendation', complaint: 'File a complaint' } satisfies Record<CitizenSubmissionKind, string>,
  message: 'Your message',
  messageHint: `Plain text, up to ${MAX} characters. Please do not include other people's personal details.`,
  characters: (count: number) => `${count} of ${MAX} characters`,
  contactDetails: 'Your contact details (optional)',
  contactHint: 'Leave these empty to stay anonymous. The agency uses them only to reach you about this message.',
  name: 'Name',
  emailField: 'Email',
  phoneField: 'Phone',
  consent:
    'I confirm that what I wrote is true to the best of my knowledge, and I agree that the agency may keep this message and any contact details I gave to handle it.',
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: {
    commendation: 'Thank you. The agency received your commendation.',
    complaint: 'Thank you. The agency received your complaint. A manager will review it.',
  } satisfies Record<CitizenSubmissionKind, string>,
  alreadyOpen: 'You already sent a message about this case from this device. Please wait until the agency has reviewed it.',
  tooMany: 'Too many messages were sent. Please try again later.',
  sendFailed: 'Your message could not be sent. Please try again.',
  issues: {
    textRequired: 'Write your message.',
    textTooLong: `Keep your message to ${MAX} characters.`,
    nameTooLong: `Keep your name to ${CITIZEN_SUBMISSION_LIMITS.nameMax} characters.`,
    emailInvalid: 'Enter an email address like name@example.com, or leave it empty.',
    phoneInvalid: 'Enter a phone number of 7 to 15 digits, or leave it empty.',
    consentRequired: 'Tick the box to agree before you send.',
  } satisfies Record<CitizenSubmissionIssue, string>,
  dateLocale: 'en-US',
};

export type CaseTexts = typeof en;

const es: CaseTexts = {
  languageName: 'Español',
  languageSwitch: 'Idioma',
  pageTitle: 'Su caso',
  loading: 'Cargando su caso…',
  notFoundTitle: 'No se encontró el caso',
  notFound: 'No se pudo encontrar este caso. Revise el enlace o el código QR que le entregaron.',
  notOnlineTitle: 'Su caso todavía no está en línea',
  notOnline:
    'Es posible que este caso todavía esté en el dispositivo del agente. Aparecerá aquí en cuanto el dispositivo lo envíe. Por favor, inténtelo de nuevo más tarde.',
  loadFailedTitle: 'No se pudo cargar su caso',
  loadFailed: 'En este momento no se pudo cargar su caso. Por favor, inténtelo de nuevo más tarde.',
  tryAgain: 'Intentar de nuevo',
  intro: 'Conserve esta página para seguir su caso. Indique el número de incidente cuando se comunique con la agencia.',
  badgeAlt: (agency: string) => `Insignia de ${agency}`,
  incidentNumber: 'Número de incidente',
  date: 'Fecha',
  officer: 'Agente',
  officerWithId: (name: string, id: string) => `${name} (placa ${id})`,
  reviewStatus: 'Estado de la revisión',
  states: {
    pending_review: { label: 'Pendiente de revisión', text: 'Un supervisor de la agencia revisará el informe del agente.' },
    returned: {
      label: 'Devuelto para correcciones',
      text: 'Un supervisor devolvió el informe al agente para que lo corrija o lo complete.',
    },
    approved: { label: 'Aprobado', text: 'La agencia aprobó el informe del agente.' },
  },
  contactTitle: 'Comuníquese con la agencia',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  address: 'Dirección',
  tellTitle: 'Cuéntele a la agencia sobre este contacto',
  tellHint: 'Su mensaje llega a los responsables de la agencia, no al agente.',
  open: { commendation: 'Enviar un elogio', complaint: 'Presentar una queja' },
  formTitle: { commendation: 'Enviar un elogio', complaint: 'Presentar una queja' },
  message: 'Su mensaje',
  messageHint: `Solo texto, hasta ${MAX} caracteres. Por favor, no incluya datos personales de otras personas.`,
  characters: (count: number) => `${count} de ${MAX} caracteres`,
  contactDetails: 'Sus datos de contacto (opcional)',
  contactHint:
    'Déjelos en blanco si prefiere permanecer en el anonimato. La agencia solo los usará para comunicarse con usted sobre este mensaje.',
  name: 'Nombre',
  emailField: 'Correo electrónico',
  phoneField: 'Teléfono',
  consent:
    'Confirmo que lo que escribí es cierto según mi leal saber y entender, y acepto que la agencia conserve este mensaje y los datos de contacto que haya dado para atenderlo.',
  send: 'Enviar',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  sent: {
    commendation: 'Gracias. La agencia recibió su elogio.',
    complaint: 'Gracias. La agencia recibió su queja. Un responsable la revisará.',
  },
  alreadyOpen: 'Ya envió un mensaje sobre este caso desde este dispositivo. Por favor, espere a que la agencia lo revise.',
  tooMany: 'Se enviaron demasiados mensajes. Por favor, inténtelo de nuevo más tarde.',
  sendFailed: 'No se pudo enviar su mensaje. Por favor, inténtelo de nuevo.',
  issues: {
    textRequired: 'Escriba su mensaje.',
    textTooLong: `Su mensaje no puede superar los ${MAX} caracteres.`,
    nameTooLong: `Su nombre no puede superar los ${CITIZEN_SUBMISSION_LIMITS.nameMax} caracteres.`,
    emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com, o déjelo en blanco.',
    phoneInvalid: 'Escriba un número de teléfono de 7 a 15 dígitos, o déjelo en blanco.',
    consentRequired: 'Marque la casilla para dar su conformidad antes de enviar.',
  },
  dateLocale: 'es-US',
};

export const CASE_TEXTS: Record<CaseLanguage, CaseTexts> = { en, es };
