import { CATALOG_PARAGRAPH_SEPARATOR as SEP } from '@cobertura/contracts';

/** Terms and data-protection texts served by `GET /api/catalogs`, per language. */
export const CATALOG_TEXTS = {
  'terms&conditions': {
    key: 'termsandconditions',
    en: {
      title: 'Terms and conditions',
      content: [
        'These terms govern the use of the Cobertura platform by the companies that subscribe to it and by the people those companies authorise.',
        'Cobertura is a decision-support tool. Valuations, risk figures, scenarios and optimised strategies are estimates built from market data and models; they are not investment advice and do not replace the judgement of your treasury team or your counterparties’ confirmations.',
        'You are responsible for the exposures, hedges and programmes you record, and for keeping your credentials secret. Tell us at once if you suspect that someone else has used your account.',
        'Market data shown in the platform may be delayed, incomplete or simulated where a feed is not available; simulated series are labelled as such.',
        'We keep your data confidential, process it only to provide the service, and delete it at the end of the subscription when you ask us to, as described in the data-protection policy.',
      ].join(SEP),
    },
    es: {
      title: 'Términos y condiciones',
      content: [
        'Estos términos regulan el uso de la plataforma Cobertura por parte de las empresas que la contratan y de las personas que ellas autorizan.',
        'Cobertura es una herramienta de apoyo a la decisión. Las valoraciones, cifras de riesgo, escenarios y estrategias optimizadas son estimaciones basadas en datos de mercado y modelos; no constituyen asesoría de inversión ni reemplazan el criterio de su equipo de tesorería ni las confirmaciones de sus contrapartes.',
        'Usted es responsable de las exposiciones, coberturas y programas que registra, y de mantener en secreto sus credenciales. Avísenos de inmediato si sospecha que otra persona ha usado su cuenta.',
        'Los datos de mercado pueden estar retrasados, incompletos o ser simulados cuando no hay una fuente disponible; las series simuladas se señalan como tales.',
        'Mantenemos sus datos en reserva, los tratamos solo para prestar el servicio y los eliminamos al terminar la suscripción cuando usted lo solicite, según la política de protección de datos.',
      ].join(SEP),
    },
  },
  HabeasData: {
    key: 'HabeasData',
    en: {
      title: 'Personal data protection policy (Habeas Data)',
      content: [
        'In line with Colombian Law 1581 of 2012 and the data-protection laws of the countries where we operate, we explain how we treat your personal data.',
        'We collect your name, email, phone, company, role and the information you enter about your company’s exposures, solely to provide, secure and improve the service.',
        'You may at any time know, update and correct your data, ask for proof of your consent, be told how your data is used, withdraw your consent and ask for your data to be deleted, by writing to our data-protection officer.',
        'We do not sell your data. We share it only with the providers that host and operate the platform, under confidentiality agreements, or when a law requires it.',
        'By accepting, you authorise Cobertura to treat your personal data for the purposes described above.',
      ].join(SEP),
    },
    es: {
      title: 'Política de protección de datos personales (Habeas Data)',
      content: [
        'De acuerdo con la Ley 1581 de 2012 de Colombia y las leyes de protección de datos de los países donde operamos, le explicamos cómo tratamos sus datos personales.',
        'Recolectamos su nombre, correo, teléfono, empresa, cargo y la información que usted registra sobre las exposiciones de su empresa, únicamente para prestar, proteger y mejorar el servicio.',
        'Usted puede en cualquier momento conocer, actualizar y rectificar sus datos, solicitar prueba de su autorización, ser informado sobre su uso, revocar la autorización y pedir la supresión de sus datos, escribiendo a nuestro oficial de protección de datos.',
        'No vendemos sus datos. Solo los compartimos con los proveedores que alojan y operan la plataforma, bajo acuerdos de confidencialidad, o cuando una ley lo exige.',
        'Al aceptar, usted autoriza a Cobertura a tratar sus datos personales para las finalidades descritas.',
      ].join(SEP),
    },
  },
} as const;
