/** The sign-in screen's single sign-on texts, in Portuguese (the source; decision 460). */
export const pt = {
  signInWith: (provider: string) => `Entrar com ${provider}`,
  orWithPassword: 'ou com e-mail e senha',
};
