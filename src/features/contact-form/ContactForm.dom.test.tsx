/**
 * The contact form's states (docs/product.md §5), in the component lane: nothing is said before
 * a send, then every error shows tied to its field with the focus on the first invalid one; the
 * errors follow the corrections as the visitor types; the company and CNPJ are optional, the
 * CNPJ masked as typed and checked by its check digits (the alphanumeric one of 2026 too); the
 * phone counts its characters after trimming. What reaches the network is the request the API
 * gets (`fetch` is where the form ends; the send itself is e2e/contact-form-sending.spec.ts's).
 */
import type { Language } from '@contract/languages';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n/I18nProvider';
import { type FieldName, fieldNames, texts } from '../../../e2e/contact-texts';
import ContactForm from './ContactForm';

const visitor: Record<FieldName, string> = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana.souza@example.com',
  phone: '(11) 99999-8888',
  message: 'Quero conhecer o TMS e o WMS para a nossa frota.',
};

/** The requests the form sent: what the API would receive. */
let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      // The API's answer for a stored lead (docs/product.md §7).
      return new Response(JSON.stringify([{ status: 'MSG ENVIADA', id: crypto.randomUUID() }]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The form drawn, once its language's texts have arrived (they load as the page's do). */
async function renderForm(language: Language) {
  const t = texts[language];
  // Awaited: the form suspends until its texts arrive, and React retries it inside the act.
  await act(async () => {
    render(
      <I18nProvider language={language}>
        <h2 id="contact-heading">Contact</h2>
        <ContactForm labelledBy="contact-heading" />
      </I18nProvider>,
    );
  });
  await screen.findByRole('button', { name: t.submit }, { timeout: 10_000 });
  const field = (name: FieldName) => screen.getByRole('textbox', { name: t.labels[name] });
  return {
    t,
    field,
    company: () => screen.getByRole('textbox', { name: t.company.label }),
    cnpj: () => screen.getByRole('textbox', { name: t.company.cnpjLabel }),
    submit: () => screen.getByRole('button', { name: t.submit }),
    user: userEvent.setup(),
    async fill(values: Record<FieldName, string>) {
      for (const name of fieldNames) {
        await this.user.clear(field(name));
        await this.user.type(field(name), values[name]);
      }
    },
  };
}

describe.each(['pt', 'en'] as const)('the contact form in %s', (language) => {
  it('says nothing before a send; then every error shows at its field, the focus on the first', async () => {
    const form = await renderForm(language);
    await form.user.type(form.field('firstName'), 'A');
    await form.user.tab();
    expect(screen.queryByText(form.t.messages.firstName)).toBeNull();

    await form.user.click(form.submit());
    for (const name of fieldNames) {
      const field = form.field(name);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(new RegExp(`${form.t.messages[name]}$`));
      expect(screen.getByText(form.t.messages[name], { exact: true })).toBeVisible();
    }
    expect(form.field('firstName')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('takes company and CNPJ as optional; masks the CNPJ as typed and checks its digits', async () => {
    const form = await renderForm(language);
    expect(form.company()).not.toBeRequired();
    expect(form.cnpj()).not.toBeRequired();
    await form.fill(visitor);
    await form.user.type(form.cnpj(), '11222333000182');
    expect(form.cnpj()).toHaveValue('11.222.333/0001-82');
    await form.user.click(form.submit());
    await waitFor(() => expect(form.cnpj()).toHaveAttribute('aria-invalid', 'true'));
    expect(form.cnpj()).toHaveAccessibleDescription(form.t.company.invalid);
    expect(form.cnpj()).toHaveFocus();
    expect(sent).toEqual([]);

    // The alphanumeric CNPJ of 2026, typed in small letters.
    await form.user.clear(form.cnpj());
    await form.user.type(form.cnpj(), '12abc34501de35');
    expect(form.cnpj()).toHaveValue('12.ABC.345/01DE-35');
    await waitFor(() => expect(form.cnpj()).not.toHaveAttribute('aria-invalid'));
    await form.user.type(form.company(), 'Transportes Araújo');
    await form.user.click(form.submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      company: 'Transportes Araújo',
      cnpj: '12.ABC.345/01DE-35',
      language,
    });
  });
});

describe('the contact form', () => {
  it('focuses the first invalid field, wherever it is', async () => {
    const form = await renderForm('en');
    await form.fill({ ...visitor, email: 'ana@', phone: '1234' });
    await form.user.click(form.submit());
    await waitFor(() => expect(form.field('email')).toHaveFocus());
    expect(form.field('firstName')).not.toHaveAttribute('aria-invalid');
    expect(form.field('phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the phone’s characters after trimming: at least 11', async () => {
    const form = await renderForm('en');
    await form.fill({ ...visitor, phone: '   1234567890   ' });
    await form.user.click(form.submit());
    expect(await screen.findByText(form.t.messages.phone)).toBeVisible();
    expect(sent).toEqual([]);

    await form.user.clear(form.field('phone'));
    await form.user.type(form.field('phone'), ' 12345678901 ');
    await waitFor(() => expect(screen.queryByText(form.t.messages.phone)).toBeNull());
    await form.user.click(form.submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ phone: '12345678901' });
  });

  it('lets the errors follow the corrections as the visitor types, after a send', async () => {
    const form = await renderForm('pt');
    await form.user.click(form.submit());
    const message = form.t.messages.firstName;
    expect(await screen.findByText(message)).toBeVisible();

    await form.user.type(form.field('firstName'), 'An');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(form.field('firstName')).not.toHaveAttribute('aria-invalid');
    await form.user.type(form.field('firstName'), '{Backspace}');
    expect(await screen.findByText(message)).toBeVisible();
    expect(form.field('firstName')).toHaveAttribute('aria-invalid', 'true');
  });
});
