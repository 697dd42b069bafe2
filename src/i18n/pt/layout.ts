/** Texts of the header, footer, skip link, language switch and toasts (Portuguese, the source). */
export const layout = {
  skipToContent: 'Pular para o conteúdo',
  homeLinkLabel: 'Página inicial',
  nav: {
    label: 'Navegação principal',
    solutions: 'Soluções',
    clients: 'Clientes',
    ai: 'IA',
    about: 'Sobre',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
  },
  callUs: 'Fale conosco',
  phoneLabel: 'Telefone',
  back: 'Voltar',
  /** The WhatsApp click-to-chat links. */
  whatsapp: {
    /** The link's name; screen readers also hear that it opens a new tab. */
    label: 'Conversar pelo WhatsApp',
    /** Beside the contact form: `{link}` is the link. */
    prompt: 'Prefere escrever? {link}.',
    promptLink: 'Fale conosco pelo WhatsApp',
    /** The text WhatsApp opens with, naming the page the visitor was on. */
    message: (page: string, brand: string) =>
      `Olá! Estou na página “${page}” do site da ${brand} e gostaria de falar com um especialista.`,
  },
  languageSwitch: {
    label: 'Idioma',
    pt: 'Português',
    en: 'English',
  },
  footer: {
    navigationHeading: 'Navegação',
    accessHeading: 'Acesso',
    socialHeading: 'Redes sociais',
    rights: 'Todos os direitos reservados.',
    opensInNewTab: '(abre em nova aba)',
    privacy: 'Privacidade',
    privacyPreferences: 'Preferências de privacidade',
  },
  toasts: {
    /** Read by screen readers before each toast. */
    itemLabel: 'Notificação',
    /** `{hotkey}` is replaced by Radix with the hotkey (F8). */
    viewportLabel: 'Notificações ({hotkey})',
    close: 'Fechar notificação',
  },
  carousel: {
    /** Screen readers announce the carousel and each slide with these role names. */
    roleDescription: 'carrossel',
    slideRoleDescription: 'slide',
    slideLabel: (index: number, total: number) => `${index} de ${total}`,
    goToSlide: (index: number, total: number) => `Ir para o slide ${index} de ${total}`,
    pause: 'Pausar a apresentação',
    play: 'Retomar a apresentação',
  },
};
