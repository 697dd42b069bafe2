/** The consent banner and the privacy preferences (loaded with the banner only). */
export const consent = {
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
};
