/**
 * The inbox's per-field error messages and the texts of a failed save, in Portuguese and
 * English (typed: both must say the same). Kept apart from texts.ts so the forms' messages
 * live beside each other. Each message names what to do, not only what is wrong.
 */
import { noteMaxLength, searchMaxLength } from '@contract/inbox-api';
import type { Language } from '@contract/languages';

/** Why a filter of the list cannot be used (list-filter.ts's validateFilter). */
export type FilterProblem = 'invalidDate' | 'toBeforeFrom' | 'tooLong' | 'notAnOption' | 'invalid';

interface FormTexts {
  signIn: {
    emailRequired: string;
    emailInvalid: string;
    passwordRequired: string;
    passwordTooLong: string;
    /** GET /api/inbox/session failed for another reason than a missing session. */
    sessionUnknown: string;
  };
  note: {
    required: string;
    tooLong: string;
    /** Before the reason of a failed save. */
    notSaved: string;
  };
  status: {
    invalid: string;
    /** Before the reason of a failed change. */
    notSaved: string;
  };
  filters: Record<FilterProblem, string>;
  erase: {
    required: string;
  };
}

export const formTexts: Record<Language, FormTexts> = {
  pt: {
    signIn: {
      emailRequired: 'Informe o seu e-mail.',
      emailInvalid: 'Informe um e-mail válido, como nome@empresa.com.br.',
      passwordRequired: 'Informe a sua senha.',
      passwordTooLong: 'A senha tem no máximo 256 caracteres.',
      sessionUnknown:
        'Não foi possível verificar a sua sessão: o servidor não consegue acessar os dados agora. Entre novamente ou recarregue a página em instantes.',
    },
    note: {
      required: 'Escreva a nota antes de adicioná-la.',
      tooLong: `A nota tem no máximo ${noteMaxLength.toLocaleString('pt-BR')} caracteres.`,
      notSaved: 'A nota não foi salva e o texto continua no campo.',
    },
    status: {
      invalid: 'Escolha um dos estados da lista.',
      notSaved: 'O estado não foi alterado.',
    },
    filters: {
      invalidDate: 'Informe uma data válida.',
      toBeforeFrom: 'A data final não pode ser anterior à data inicial.',
      tooLong: `Use no máximo ${searchMaxLength} caracteres.`,
      notAnOption: 'Escolha uma das opções da lista.',
      invalid: 'Verifique este filtro.',
    },
    erase: {
      required: 'Digite o e-mail do contato para confirmar.',
    },
  },
  en: {
    signIn: {
      emailRequired: 'Enter your e-mail.',
      emailInvalid: 'Enter a valid e-mail, like name@company.com.',
      passwordRequired: 'Enter your password.',
      passwordTooLong: 'The password has at most 256 characters.',
      sessionUnknown:
        'Your session could not be checked: the server cannot reach its data right now. Sign in again or reload the page in a moment.',
    },
    note: {
      required: 'Write the note before adding it.',
      tooLong: `A note has at most ${noteMaxLength.toLocaleString('en')} characters.`,
      notSaved: 'The note was not saved; its text is still in the field.',
    },
    status: {
      invalid: 'Choose one of the statuses in the list.',
      notSaved: 'The status was not changed.',
    },
    filters: {
      invalidDate: 'Enter a valid date.',
      toBeforeFrom: 'The end date cannot be before the start date.',
      tooLong: `Use at most ${searchMaxLength} characters.`,
      notAnOption: 'Choose one of the options in the list.',
      invalid: 'Check this filter.',
    },
    erase: {
      required: "Type the lead's e-mail to confirm.",
    },
  },
};
