import type { Localized } from '@/i18n/languages';

/**
 * The banner's texts, loaded with the banner (only in a build with Google Analytics) instead
 * of in every page's dictionary.
 */
export const consentTexts: Localized<{
  title: string;
  summary: string;
  privacyLink: string;
  accept: string;
  reject: string;
  customise: string;
  preferencesTitle: string;
  preferencesIntro: string;
  essentialTitle: string;
  essentialText: string;
  alwaysOn: string;
  analyticsTitle: string;
  analyticsText: string;
  save: string;
  close: string;
}> = {
  pt: {
    title: 'Sua privacidade',
    summary:
      'Contamos visitas sem cookies e sem identificar você. Com a sua permissão, também usamos o Google Analytics para entender como o site é usado. Você pode mudar de ideia a qualquer momento em “Preferências de privacidade”, no rodapé.',
    privacyLink: 'Aviso de privacidade',
    accept: 'Aceitar',
    reject: 'Recusar',
    customise: 'Personalizar',
    preferencesTitle: 'Preferências de privacidade',
    preferencesIntro:
      'Escolha para que podemos usar dados da sua visita. Só o essencial está ativo sem a sua escolha.',
    essentialTitle: 'Essencial',
    essentialText:
      'Guarda o idioma escolhido e esta escolha no seu navegador, e conta visitas de forma agregada, sem cookies e sem dados pessoais. Necessário para o site funcionar.',
    alwaysOn: 'Sempre ativo',
    analyticsTitle: 'Medição (Google Analytics)',
    analyticsText:
      'O Google Analytics grava cookies e envia ao Google dados da visita (páginas vistas, dispositivo, localização aproximada) para medirmos campanhas e contatos. Guardado por até 14 meses pelo Google.',
    save: 'Salvar escolha',
    close: 'Fechar',
  },
  en: {
    title: 'Your privacy',
    summary:
      'We count visits without cookies and without identifying you. With your permission, we also use Google Analytics to understand how the site is used. You can change your mind at any time under “Privacy preferences” in the footer.',
    privacyLink: 'Privacy notice',
    accept: 'Accept',
    reject: 'Reject',
    customise: 'Customise',
    preferencesTitle: 'Privacy preferences',
    preferencesIntro:
      'Choose what we may use your visit’s data for. Only the essential is on without your choice.',
    essentialTitle: 'Essential',
    essentialText:
      'Keeps your chosen language and this choice in your browser, and counts visits in aggregate, without cookies or personal data. Needed for the site to work.',
    alwaysOn: 'Always on',
    analyticsTitle: 'Measurement (Google Analytics)',
    analyticsText:
      'Google Analytics sets cookies and sends Google data about the visit (pages viewed, device, approximate location) so we can measure campaigns and contacts. Kept by Google for up to 14 months.',
    save: 'Save choice',
    close: 'Close',
  },
};
