/**
 * The privacy notice (/privacidade, /en/privacy): what the site counts, what a lead stores, why,
 * for how long and how to ask for erasure, in plain words. It describes what the code does
 * (docs/product.md, "Personal data"); change both together. Periods are placeholders of the
 * operator's policy, like the rest of src/content/site.ts: set LEADS_RETENTION_DAYS to match.
 */
import { namesInWords } from '@contract/crm-operators';
import type { Localized } from '@/i18n/languages';
import { crmOperators } from './crm-operators';

/**
 * The CRMs a lead is sent to, named as operators (decision 250): this build's, from the same
 * variables that turn them on in the server; none, and the notice says the data goes nowhere else.
 */
const crm = { pt: namesInWords(crmOperators, 'e'), en: namesInWords(crmOperators, 'and') };

export interface PrivacySection {
  /** Stable id, used as the heading's anchor. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Items after the paragraphs (each right), then more paragraphs. */
  list?: string[];
  after?: string[];
  /** Shown only in a build with Google Analytics (VITE_GA_MEASUREMENT_ID). */
  onlyWithGoogleAnalytics?: boolean;
}

/** How long a lead is kept; the server's LEADS_RETENTION_DAYS should say the same. */
const leadRetentionMonths = 24;

/** Who answers for the data: the labels beside the controller's and the officer's details. */
export interface ControllerTexts {
  title: string;
  intro: string;
  controller: string;
  cnpj: string;
  address: string;
  officer: string;
  officerContact: string;
}

export const privacyNotice: Localized<{
  title: string;
  intro: string;
  updated: string;
  controller: ControllerTexts;
  sections: PrivacySection[];
}> = {
  pt: {
    title: 'Aviso de privacidade',
    intro:
      'Este aviso explica, em palavras simples, o que este site registra, por quê, por quanto tempo e como você pode pedir que seus dados sejam apagados, conforme a Lei Geral de Proteção de Dados (LGPD).',
    updated: 'Atualizado em novembro de 2026.',
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
          'Usamos esses dados só para responder ao seu pedido e acompanhar a conversa comercial, com base no nosso legítimo interesse em atender quem nos procura (LGPD, art. 7º, IX); registramos essa base e a versão deste aviso junto com o contato. Eles ficam no nosso banco de dados e são enviados por e-mail à nossa equipe comercial, e você recebe uma confirmação por e-mail.',
          crm.pt
            ? `Eles são registrados também no ${crm.pt}, o sistema de relacionamento com clientes (CRM) que usamos, que os trata só por nossa conta e segundo as nossas instruções (operador, LGPD art. 5º, VII).`
            : 'Não os repassamos a nenhuma outra empresa.',
          `Guardamos um contato por até ${leadRetentionMonths} meses depois do envio; depois disso ele é apagado automaticamente, junto com os avisos enviados à equipe.`,
        ],
      },
      {
        id: 'registros',
        title: 'Registros do servidor',
        paragraphs: [
          'Para manter o site seguro, o servidor registra erros e acessos com o endereço IP encurtado (os últimos dígitos são removidos), sem o conteúdo dos formulários.',
        ],
      },
      {
        id: 'google-analytics',
        title: 'Google Analytics, só com a sua permissão',
        onlyWithGoogleAnalytics: true,
        paragraphs: [
          'Se você aceitar, usamos também o Google Analytics, que grava cookies e envia ao Google dados da visita (páginas vistas, dispositivo e localização aproximada) para medirmos campanhas e contatos. Sem a sua permissão, nada é enviado ao Google. Você pode mudar a sua escolha a qualquer momento em “Preferências de privacidade”, no rodapé.',
        ],
      },
      {
        id: 'direitos',
        title: 'Seus direitos',
        paragraphs: ['Você pode, a qualquer momento e sem custo:'],
        list: [
          'Saber se temos dados seus e recebê-los: enviamos tudo o que guardamos sobre você, num arquivo que você pode levar para outro serviço.',
          'Corrigir dados errados, incompletos ou desatualizados.',
          `Apagar os seus dados: o contato sai do nosso banco de dados${crm.pt ? `, e apagamos também a cópia no ${crm.pt}` : ''}.`,
          `Saber com quem compartilhamos os seus dados: só com os serviços que usamos para responder (o nosso e-mail${crm.pt ? ` e o ${crm.pt}` : ''}); não os vendemos.`,
          'Opor-se ao uso dos seus dados: deixamos de usá-los para falar com você.',
          'Reclamar à Autoridade Nacional de Proteção de Dados (ANPD), se achar que não atendemos o seu pedido.',
        ],
        after: [
          'Para qualquer um deles, use o formulário abaixo ou escreva para {email}. Respondemos em até 15 dias.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy notice',
    intro:
      'This notice explains, in plain words, what this site records, why, for how long and how you can ask for your data to be erased, as Brazil’s General Data Protection Law (LGPD) requires.',
    updated: 'Updated November 2026.',
    controller: {
      title: 'Who looks after your data',
      intro:
        'The company below decides how your data is used (the controller) and has appointed a person to talk to you and to the ANPD about it.',
      controller: 'Controller',
      cnpj: 'CNPJ',
      address: 'Address',
      officer: 'Data protection officer (encarregada)',
      officerContact: 'Officer’s contact',
    },
    sections: [
      {
        id: 'visits',
        title: 'What we count when you visit',
        paragraphs: [
          'We count visits on our own server, without cookies and without third-party services. We keep only daily totals: how often each page was viewed, in which language, where the visit came from (for example a Google search or an e-mail campaign) and a few clicks, such as opening a module or sending the form.',
          'So as not to count the same person twice on one day, we compute a code from the IP address and the browser mixed with a secret value that changes every day and is thrown away. We do not keep the IP, the browser or that code with the totals: nobody can tell who visited.',
        ],
      },
      {
        id: 'browser',
        title: 'What stays in your browser',
        paragraphs: [
          'The language you choose is kept in your browser so the site opens in it next time. During a visit, the browser also keeps where the visit came from, to send it with the contact form; it is deleted when you close the tab.',
        ],
      },
      {
        id: 'contact',
        title: 'What we keep when you contact us',
        paragraphs: [
          'When you send the contact form, we keep what you wrote (first and last name, e-mail, phone, company and CNPJ if given, subject and message), the date, the language and the form’s page, and where your visit came from (the campaign, site or search engine that brought you here).',
          'We use this data only to answer your request and follow up the sales conversation, on the basis of our legitimate interest in answering those who contact us (LGPD, art. 7, IX); we record that basis and the version of this notice with the contact. It is stored in our database and sent by e-mail to our sales team, and you receive a confirmation by e-mail.',
          crm.en
            ? `It is also recorded in ${crm.en}, the customer relationship system (CRM) we use, which handles it only on our behalf and on our instructions (an operator, LGPD art. 5, VII).`
            : 'We pass it on to no other company.',
          `We keep a contact for up to ${leadRetentionMonths} months after it was sent; after that it is deleted automatically, together with the notifications sent to the team.`,
        ],
      },
      {
        id: 'logs',
        title: 'Server logs',
        paragraphs: [
          'To keep the site secure, the server logs errors and requests with a shortened IP address (its last digits removed), never the content of forms.',
        ],
      },
      {
        id: 'google-analytics',
        title: 'Google Analytics, only with your permission',
        onlyWithGoogleAnalytics: true,
        paragraphs: [
          'If you accept, we also use Google Analytics, which sets cookies and sends Google data about the visit (pages viewed, device and approximate location) so we can measure campaigns and contacts. Without your permission, nothing is sent to Google. You can change your choice at any time under “Privacy preferences” in the footer.',
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        paragraphs: ['At any time and free of charge, you can:'],
        list: [
          'Know whether we hold data about you and get it: we send everything we keep about you, in a file you can take to another service.',
          'Correct data that is wrong, incomplete or out of date.',
          `Erase your data: the contact leaves our database${crm.en ? `, and we erase the copy in ${crm.en} too` : ''}.`,
          `Know whom we share your data with: only the services we use to answer you (our e-mail${crm.en ? ` and ${crm.en}` : ''}); we never sell it.`,
          'Object to the use of your data: we stop using it to contact you.',
          'Complain to Brazil’s National Data Protection Authority (ANPD) if you think we did not answer your request.',
        ],
        after: [
          'For any of them, use the form below or write to {email}. We answer within 15 days.',
        ],
      },
    ],
  },
};
