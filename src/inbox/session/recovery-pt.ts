/** The single-use links' screens (decision 372): forgotten password, new password, set-up. */
export const pt = {
  forgotLink: 'Esqueceu a senha?',
  backToSignIn: 'Voltar para entrar',
  forgot: {
    heading: 'Escolher uma nova senha',
    intro:
      'Digite o e-mail da sua conta. Enviaremos um link para escolher uma nova senha; ele vale uma vez, por pouco tempo.',
    email: 'E-mail',
    submit: 'Enviar o link',
    submitting: 'Enviando…',
    sent: (email: string) =>
      `Se existir uma conta com ${email}, enviamos a ela um link para escolher uma nova senha. Confira a caixa de entrada (e o spam) nos próximos minutos.`,
    wait: (minutes: number) =>
      `Muitos pedidos de nova senha. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
  reset: {
    heading: 'Nova senha',
    intro:
      'Escolha a nova senha da sua conta. Ao salvar, as sessões abertas em outros aparelhos terminam.',
    password: 'Nova senha',
    confirm: 'Repita a nova senha',
    hint: 'Pelo menos 12 caracteres. Algumas palavras sem relação entre si fazem uma boa senha.',
    submit: 'Salvar a nova senha',
    submitting: 'Salvando…',
    askAgain: 'Pedir um novo link',
  },
  setup: {
    heading: 'Criar a primeira conta',
    intro:
      'Esta instalação ainda não tem contas. A conta criada aqui é de administrador: depois, ela convida o resto da equipe.',
    name: 'Nome',
    email: 'E-mail',
    language: 'Idioma dos e-mails',
    languages: { pt: 'Português', en: 'Inglês' },
    password: 'Senha',
    confirm: 'Repita a senha',
    hint: 'Pelo menos 12 caracteres. Algumas palavras sem relação entre si fazem uma boa senha.',
    submit: 'Criar a conta e entrar',
    submitting: 'Criando…',
    newLink:
      'Reinicie o servidor para que ele mostre um novo link de instalação no registro de início.',
  },
  checking: 'Verificando o link…',
  nameRequired: 'Digite seu nome.',
  emailRequired: 'Digite seu e-mail.',
  emailInvalid: 'Digite um e-mail válido, como nome@empresa.com.',
  passwordTooShort: 'A senha precisa de pelo menos 12 caracteres.',
  passwordTooLong: 'A senha tem no máximo 256 caracteres.',
  confirmDiffers: 'As duas senhas não são iguais.',
};
