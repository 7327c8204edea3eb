/** Spanish texts of the analytics consent banner (shell/AnalyticsConsent; with areas.es.ts). */
export const consentEs: Record<string, string> = {
  consent_title: 'Cookies de medición',
  consent_message:
    'El operador quiere medir cómo se usa el portal con su herramienta de analítica. No se carga nada hasta que usted acepte; puede cambiar de opinión en «Cookies», al pie de la página.',
  consent_accept: 'Aceptar',
  consent_decline: 'Rechazar',
};
