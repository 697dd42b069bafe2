import type { BookingFieldError } from '@contract/booking';
import type { Language } from '@/i18n/languages';

/** The booking page's texts (decision 474); both languages are a few hundred bytes. */
export const bookingTexts: Record<
  Language,
  {
    heading: string;
    intro: string;
    timeZone: string;
    show: string;
    slotsLegend: string;
    none: string;
    contactInstead: string;
    name: string;
    email: string;
    book: string;
    booked: (when: string, email: string) => string;
    taken: string;
    past: string;
    invalid: string;
    unavailable: string;
    chooseSlot: string;
    errors: Record<BookingFieldError, string>;
  }
> = {
  pt: {
    heading: 'Agende sua demonstração',
    intro:
      'Escolha um horário livre da nossa equipe. A demonstração dura 30 minutos, por vídeo, e o convite chega no seu e-mail.',
    timeZone: 'Fuso horário',
    show: 'Mostrar horários',
    slotsLegend: 'Horários livres',
    none: 'Não há horários livres nas próximas semanas.',
    contactInstead: 'Deixe seu contato e ligamos para você',
    name: 'Seu nome',
    email: 'Seu e-mail',
    book: 'Agendar demonstração',
    booked: (when, email) => `Demonstração marcada para ${when}. Enviamos o convite para ${email}.`,
    taken: 'Esse horário acabou de ser reservado. Estes são os próximos livres:',
    past: 'Esse horário já passou. Escolha um dos próximos:',
    invalid: 'Confira os campos indicados.',
    unavailable:
      'Não conseguimos agendar agora. Tente de novo em instantes; nada do que você digitou se perdeu.',
    chooseSlot: 'Escolha um horário',
    errors: {
      required: 'Campo obrigatório',
      'too-long': 'Texto longo demais',
      email: 'E-mail inválido',
    },
  },
  en: {
    heading: 'Book your demo',
    intro:
      'Pick a free time of our team. The demo takes 30 minutes, by video, and the invitation comes to your e-mail.',
    timeZone: 'Time zone',
    show: 'Show times',
    slotsLegend: 'Free times',
    none: 'There are no free times in the next weeks.',
    contactInstead: 'Leave your details and we will call you',
    name: 'Your name',
    email: 'Your e-mail',
    book: 'Book the demo',
    booked: (when, email) => `Demo booked for ${when}. We sent the invitation to ${email}.`,
    taken: 'That time was just taken. These are the next free ones:',
    past: 'That time has passed. Pick one of the next:',
    invalid: 'Check the fields marked.',
    unavailable: 'We could not book just now. Try again in a moment; nothing you typed is lost.',
    chooseSlot: 'Pick a time',
    errors: { required: 'Required', 'too-long': 'Too long', email: 'Invalid e-mail' },
  },
};
