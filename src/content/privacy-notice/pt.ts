/** The privacy notice in Portuguese, the source: its own chunk, loaded by its language's page only. */
import { namesInWords } from '@contract/crm-operators';
import { type NoticeFacts, periodInWords } from '@contract/notice-facts';
import type { PrivacyNotice } from './notice';

/**
 * The notice for the facts of this build's configuration (decision 330): the CRMs a lead is sent
 * to, named as operators (decision 250), or none ('') and the notice says the data goes nowhere
 * else; how long a lead is kept; which e-mails go out.
 */
export const notice = (facts: NoticeFacts): PrivacyNotice =>
  words(facts, namesInWords(facts.crmOperators, 'e'), periodInWords(facts.leadRetentionDays, 'pt'));

const words = (facts: NoticeFacts, crm: string, kept: string): PrivacyNotice => ({
  title: 'Aviso de privacidade',
  intro:
    'Este aviso explica, em palavras simples, o que este site registra, por quê, por quanto tempo e como você pode pedir que seus dados sejam apagados, conforme a Lei Geral de Proteção de Dados (LGPD).',
  updated: 'Atualizado em dezembro de 2026.',
  controller: {
    title: 'Quem cuida dos seus dados',
    intro:
      'A empresa abaixo decide como os seus dados são usados (a controladora) e nomeou uma pessoa encarregada de falar com você e com a ANPD sobre eles.',
    controller: 'Controladora',
    cnpj: 'CNPJ',
    address: 'Endereço',
    officer: 'Encarregada pelo tratamento de dados (DPO)',
    officerContact: 'Contato da encarregada',
  },
  sections: [
    {
      id: 'visitas',
      title: 'O que contamos nas visitas',
      paragraphs: [
        'Contamos as visitas no nosso próprio servidor, sem cookies e sem serviços de terceiros. Guardamos apenas totais por dia: quantas vezes cada página foi vista, em que idioma, de onde veio a visita (por exemplo, uma busca no Google ou uma campanha por e-mail) e alguns cliques, como abrir um módulo ou enviar o formulário.',
        'Para não contar a mesma pessoa duas vezes no mesmo dia, calculamos um código a partir do endereço IP e do navegador misturados com um valor secreto que muda todo dia e é descartado. Não guardamos o IP, o navegador nem esse código junto com os totais: não é possível saber quem visitou.',
      ],
    },
    {
      id: 'navegador',
      title: 'O que fica no seu navegador',
      paragraphs: [
        'O idioma que você escolher fica guardado no seu navegador para abrir o site nele da próxima vez. Durante a visita, o navegador também guarda de onde ela veio, para enviar junto com o formulário de contato; isso é apagado quando você fecha a aba.',
      ],
    },
    {
      id: 'contato',
      title: 'O que guardamos quando você entra em contato',
      paragraphs: [
        'Quando você envia o formulário de contato, guardamos o que você escreveu (nome, sobrenome, e-mail, telefone, empresa e CNPJ se informados, assunto e mensagem), a data, o idioma e a página do formulário, e de onde veio a sua visita (campanha, site ou buscador que trouxe você até aqui).',
        'Usamos esses dados só para responder ao seu pedido e acompanhar a conversa comercial, com base no nosso legítimo interesse em atender quem nos procura (LGPD, art. 7º, IX); registramos essa base e a versão deste aviso junto com o contato. ' +
          (facts.teamByEmail
            ? `Eles ficam no nosso banco de dados e são enviados por e-mail à nossa equipe comercial${facts.confirmationEmail ? ', e você recebe uma confirmação por e-mail' : ''}.`
            : 'Eles ficam no nosso banco de dados, onde a nossa equipe comercial os lê.'),
        crm
          ? `Eles são registrados também no ${crm}, o sistema de relacionamento com clientes (CRM) que usamos, que os trata só por nossa conta e segundo as nossas instruções (operador, LGPD art. 5º, VII).`
          : 'Não os repassamos a nenhuma outra empresa.',
        `Guardamos um contato por até ${kept} depois do envio; depois disso ele é apagado automaticamente, junto com os avisos enviados à equipe.`,
      ],
    },
    {
      id: 'registros',
      title: 'Registros do servidor',
      paragraphs: [
        'Para manter o site seguro, o servidor registra erros e acessos com o endereço IP encurtado (os últimos dígitos são removidos), sem o conteúdo dos formulários.',
      ],
    },
    // Only in a build with Google Analytics: without it, these words stay out of the bundle.
    ...(import.meta.env.VITE_GA_MEASUREMENT_ID
      ? [
          {
            id: 'google-analytics',
            title: 'Google Analytics, só com a sua permissão',
            onlyWithGoogleAnalytics: true,
            paragraphs: [
              'Se você aceitar, usamos também o Google Analytics, que grava cookies e envia ao Google dados da visita (páginas vistas, dispositivo e localização aproximada) para medirmos campanhas e contatos. Sem a sua permissão, nada é enviado ao Google. Você pode mudar a sua escolha a qualquer momento em “Preferências de privacidade”, no rodapé.',
            ],
          },
        ]
      : []),
    {
      id: 'direitos',
      title: 'Seus direitos',
      paragraphs: ['Você pode, a qualquer momento e sem custo:'],
      list: [
        'Saber se temos dados seus e recebê-los: enviamos tudo o que guardamos sobre você, num arquivo que você pode levar para outro serviço.',
        'Corrigir dados errados, incompletos ou desatualizados.',
        `Apagar os seus dados: o contato sai do nosso banco de dados${crm ? `, e apagamos também a cópia no ${crm}` : ''}.`,
        `Saber com quem compartilhamos os seus dados: só com os serviços que usamos para responder (o nosso e-mail${crm ? ` e o ${crm}` : ''}); não os vendemos.`,
        'Opor-se ao uso dos seus dados: deixamos de usá-los para falar com você.',
        'Reclamar à Autoridade Nacional de Proteção de Dados (ANPD), se achar que não atendemos o seu pedido.',
      ],
      after: [
        'Para qualquer um deles, use o formulário abaixo ou escreva para {email}. Respondemos em até 15 dias.',
      ],
    },
  ],
});
