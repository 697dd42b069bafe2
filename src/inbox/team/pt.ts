/** The Team, devices and invitation screens' texts, in Portuguese (the source; decision 375). */
export const pt = {
  team: {
    heading: 'Equipe',
    accounts: 'Contas',
    name: 'Nome',
    email: 'E-mail',
    roles: 'Papéis',
    state: 'Situação',
    active: 'Ativa',
    inactive: 'Desativada',
    lastSignIn: 'Último acesso',
    never: 'Nunca',
    you: '(você)',
    actions: 'Ações',
    changeRoles: 'Mudar papéis',
    saveRoles: 'Salvar papéis',
    rolesSaved: 'Papéis salvos. As sessões abertas seguem na próxima ação.',
    cancel: 'Cancelar',
    deactivate: 'Desativar',
    reactivate: 'Reativar',
    reactivated: 'Conta reativada.',
    deactivateHeading: (who: string) => `Desativar ${who}`,
    deactivateExplain:
      'Todas as sessões desta pessoa terminam agora. As notas e o registro de atividades ficam.',
    owned: (count: number) =>
      count === 0
        ? 'Não tem contatos atribuídos.'
        : count === 1
          ? 'Tem 1 contato atribuído:'
          : `Tem ${count} contatos atribuídos:`,
    more: (count: number) => `e mais ${count}.`,
    leadsTo: 'Passar todos os contatos para',
    nobody: 'Ninguém (ficam sem responsável)',
    confirmDeactivate: 'Desativar a conta',
    deactivated: (leads: number) => `Conta desativada. ${leads} contato(s) passado(s) adiante.`,
    resetFactors: 'Redefinir a segunda etapa',
    resetFactorsHeading: (who: string) => `Redefinir a segunda etapa de acesso de ${who}`,
    resetFactorsExplain:
      'Para quem perdeu o celular do aplicativo autenticador ou as chaves de acesso e os códigos de recuperação. O aplicativo, as chaves de acesso e os códigos desta pessoa são apagados e as sessões dela terminam agora. A senha continua a mesma; no próximo acesso ela configura uma nova segunda etapa, se os papéis dela exigirem.',
    confirmResetFactors: 'Redefinir agora',
    factorsReset: (sessions: number) =>
      `Segunda etapa redefinida. ${sessions} sessão(ões) encerrada(s).`,
    invite: 'Convidar para a equipe',
    inviteEmail: 'E-mail da pessoa',
    inviteRoles: 'Papéis',
    inviteLanguage: 'Idioma do convite',
    sendInvite: 'Enviar convite',
    sending: 'Enviando…',
    invited: (email: string) => `Convite enviado para ${email}. O link vale por 7 dias.`,
    emailInvalid: 'Digite um e-mail válido.',
    chooseRole: 'Escolha ao menos um papel.',
    invitations: 'Convites pendentes',
    noInvitations: 'Nenhum convite pendente.',
    expiresAt: (at: string) => `Vale até ${at}`,
    expiredAt: (at: string) => `Expirou em ${at}`,
    resend: 'Enviar de novo',
    resent: (email: string) => `Novo convite enviado para ${email}.`,
  },
  devices: {
    heading: 'Seus aparelhos',
    explain: 'Onde sua conta está conectada agora. Encerre o que você não reconhece.',
    unknownDevice: 'Aparelho desconhecido',
    since: (at: string) => `Entrou em ${at}`,
    lastSeen: (at: string) => `Usado por último em ${at}`,
    current: 'Este aparelho',
    end: 'Encerrar',
    endOthers: 'Encerrar todas as outras sessões',
    ended: 'Sessão encerrada.',
    endedOthers: (count: number) => `${count} sessão(ões) encerrada(s).`,
  },
  invitation: {
    heading: 'Entrar para a equipe',
    checking: 'Verificando o convite…',
    intro: (email: string) => `Você vai entrar como ${email}. Escolha seu nome, idioma e senha.`,
    name: 'Seu nome',
    language: 'Idioma da caixa e dos e-mails',
    password: 'Senha (ao menos 12 caracteres)',
    nameRequired: 'Digite seu nome.',
    passwordWeak:
      'Use ao menos 12 caracteres que não sejam o seu nome ou e-mail, nem uma senha comum.',
    submit: 'Criar minha conta',
    submitting: 'Criando…',
    goToSignIn: 'Ir para a página de entrada',
    states: {
      used: 'Este convite já foi usado. Entre com o seu e-mail e senha.',
      expired:
        'Este convite expirou. Peça a um administrador da equipe que o envie de novo: o novo link chega por e-mail.',
      superseded:
        'Um convite mais novo foi enviado a este e-mail. Use o link da mensagem mais recente.',
      invalid:
        'Este link de convite não é válido. Copie o link inteiro da mensagem ou peça um novo convite a um administrador.',
    },
  },
};
