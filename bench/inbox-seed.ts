/**
 * A million leads for the inbox's scale bench, written straight into a fresh,
 * migrated database before its server starts (decision 022): one INSERT … SELECT over
 * generate_series, every field derived from the row's number, so a run takes seconds to
 * minutes rather than the hours a million POSTs would, and every run seeds the same rows.
 *
 * The rows vary the way real ones do: 48 first names × 48 surnames × 8 mail domains, e-mail
 * addresses unique (the row number is in them), phones of 80 area codes, a dozen messages in
 * both languages, six statuses weighted towards `new`, three years of dates at millisecond
 * precision, and attribution sources weighted like a real mix (a third without any, a long
 * tail of partner sources). Six in ten leads have an owner, dealt among the accounts given (the
 * first, the bench's salesperson, gets one in ten: "Mine"); one in twenty has a next step within
 * a month either side of today. The leads table's secondary indexes are dropped for the insert
 * and rebuilt after it, from their own definitions: a bulk build is many times faster than a
 * million index insertions (the trigram one above all).
 */
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

// biome-ignore format: word lists read better filled than one word a line
const firstNames = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João',
  'Karina', 'Lucas', 'Mariana', 'Nuno', 'Olívia', 'Paulo', 'Quitéria', 'Rafael', 'Sofia',
  'Tiago', 'Úrsula', 'Vítor', 'Wanda', 'Xavier', 'Yara', 'Zeca', 'Alice', 'Bernardo', 'Cecília',
  'Davi', 'Emma', 'Felipe', 'Giovana', 'Henrique', 'Iris', 'Júlia', 'Leonardo', 'Manuela',
  'Nicolas', 'Otávio', 'Priscila', 'Renata', 'Samuel', 'Teresa', 'Valentina', 'William',
  'Helena', 'Miguel',
];
// biome-ignore format: word lists read better filled than one word a line
const lastNames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
  'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes',
  'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques',
  'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira',
  'Araújo', 'Pinto', 'Monteiro', 'Moura', 'Cavalcanti', 'Campos', 'Correia', 'Batista',
  'Smith', 'Johnson', 'Brown', 'Müller', 'García',
];
// biome-ignore format: word lists read better filled than one word a line
const domains = [
  'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'transportadora.com.br',
  'logistica.net', 'uol.com.br', 'cargas.com',
];
/** Weighted like a real mix: Google most, then the newsletter and social; null is direct. */
// biome-ignore format: word lists read better filled than one word a line
const seededLeadSources = [
  'google', 'google', 'google', 'google', 'newsletter', 'newsletter', 'linkedin', 'linkedin',
  'facebook', 'instagram', 'bing', 'youtube', null, null, null, null, null, null, null,
] as const;
// biome-ignore format: word lists read better filled than one word a line
const messages = [
  'Gostaria de uma demonstração do TMS para nossa frota de 40 caminhões.',
  'Precisamos integrar o WMS com nosso ERP atual. Qual o prazo de implantação?',
  'Quanto custa o módulo de roteirização para 15 veículos?',
  'Somos uma transportadora em Curitiba e queremos controlar fretes e CT-e.',
  'Vocês atendem operadores logísticos com armazéns em mais de um estado?',
  'Quero saber se o sistema emite MDF-e e faz o rastreamento em tempo real.',
  'We run a 3PL warehouse in São Paulo and need a quote for the WMS.',
  'Could you show us fleet maintenance and fuel control in a demo?',
  'Does the suite integrate with SAP for freight invoices?',
  'Interested in the route planning module for last-mile deliveries.',
  'Olá, preciso de um orçamento para gestão de pátio e agendamento de docas.',
  'Podem ligar amanhã de manhã? Quero entender o licenciamento por usuário.',
];
// biome-ignore format: word lists read better filled than one word a line
const statuses = ['new', 'new', 'new', 'new', 'contacted', 'contacted', 'qualified', 'won', 'lost', 'spam'];

/** A Postgres text[] literal of these values (nulls included). */
const textArray = (values: readonly (string | null)[]) => sql`${sql.val(values)}::text[]`;

const accented = 'áâãàéêíóôõúüçñ';
const plain = 'aaaaeeiooouucn';
const translateAccents = (text: string) =>
  [...text].map((char) => plain[accented.indexOf(char)] ?? char).join('');

/** The status the seed gives lead number `n` (one lead in ten is in the Spam folder). */
export function seededStatus(n: number) {
  return statuses[(n * 17) % statuses.length];
}

/** The first lead at or after number `n` outside the Spam folder, which the views show. */
export function seededLeadOutsideSpam(n: number) {
  let lead = n;
  while (seededStatus(lead) === 'spam') lead += 1;
  return lead;
}

/** How many of `count` seeded leads are outside the Spam folder (what the export holds). */
export function seededLeadsOutsideSpam(count: number) {
  let outside = 0;
  for (let n = 1; n <= count; n += 1) if (seededStatus(n) !== 'spam') outside += 1;
  return outside;
}

/** The e-mail address the seed gives lead number `n` (for a search that finds one lead). */
export function seededEmail(n: number) {
  const first = firstNames[(n * 7) % firstNames.length] ?? '';
  const last = lastNames[(n * 13) % lastNames.length] ?? '';
  const domain = domains[(n * 3) % domains.length] ?? '';
  return `${translateAccents(`${first}.${last}${n}@`.toLowerCase())}${domain}`;
}

/** The phone the seed gives lead number `n`, as stored: `(31) 91234-5678`. */
export function seededPhone(n: number) {
  const middle = String(((n % 9973) * 7919) % 10000).padStart(4, '0');
  return `(${11 + (n % 80)}) 9${middle}-${String(n % 10000).padStart(4, '0')}`;
}

/**
 * Seeds `count` leads through `db`, which must run every statement on one session (PGlite;
 * a pool of one connection) without the server's 15 s query timeout: the index builds
 * take longer. `owners` are account ids; the first gets one lead in ten.
 */
export async function seedLeads(
  db: Kysely<DatabaseSchema>,
  count: number,
  owners: readonly string[],
) {
  const others = owners.slice(1);
  const indexes = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'leads'
      and indexname not in (select conname from pg_constraint
                            where conrelid = 'leads'::regclass)`.execute(db);
  for (const { name } of indexes.rows) await sql`drop index ${sql.id(name)}`.execute(db);
  // The newest lead a second ago, the oldest about three years before (≈ 95 s apart at 1M).
  const spacingSeconds = (3 * 365 * 86_400) / count;
  await sql`
    insert into leads (id, created_at, first_name, last_name, email, phone, message, subject,
                       language, page, status, attribution_source, attribution_medium,
                       attribution_campaign, owner_id, next_step_on, next_step)
    select gen_random_uuid(),
           date_trunc('milliseconds', now() - interval '1 second'
                                      - (n * ${spacingSeconds}::float8 + (n % 9973 * 7919 % 1000) / 1000.0)
                                        * interval '1 second'),
           first, last,
           -- Addresses without accents, as mail providers want them.
           translate(lower(first || '.' || last || n || '@'), ${accented}, ${plain})
             || (${textArray(domains)})[n * 3 % ${domains.length} + 1],
           '(' || (11 + n % 80) || ') 9' || lpad((n % 9973 * 7919 % 10000)::text, 4, '0') || '-'
               || lpad((n % 10000)::text, 4, '0'),
           (${textArray(messages)})[n * 11 % ${messages.length} + 1],
           case when n % 5 = 0 then 'Orçamento' when n % 5 = 1 then 'Demo' else 'Contato' end,
           case when n * 11 % ${messages.length} between 6 and 9 then 'en' else 'pt' end,
           case when n * 11 % ${messages.length} between 6 and 9 then '/en/contact' else '/contato' end,
           (${textArray(statuses)})[n * 17 % ${statuses.length} + 1],
           source,
           case when source is null then null when source in ('google', 'bing') then 'cpc'
                when source = 'newsletter' then 'email' when source like 'parceiro-%' then 'referral'
                else 'social' end,
           case when source is null then null else 'campanha-' || n * 31 % 24 end,
           case when n % 10 = 0 then ${owners[0] ?? null}::uuid
                when n % 10 < 6 and ${others.length} > 0
                  then (${sql.val(others)}::uuid[])[n % ${Math.max(others.length, 1)} + 1]
                else null end,
           case when n % 20 = 1 then current_date + (n % 61 - 30) else null end,
           case when n % 20 = 1 then 'Ligar para apresentar a proposta' else null end
    from generate_series(1, ${count}) as n,
         lateral (select (${textArray(firstNames)})[n * 7 % ${firstNames.length} + 1] as first,
                         (${textArray(lastNames)})[n * 13 % ${lastNames.length} + 1] as last,
                         case when n % 50 = 0 then 'parceiro-' || n / 50 % 200
                              else (${textArray(seededLeadSources)})[n * 23 % ${seededLeadSources.length} + 1]
                         end as source) as fields`.execute(db);
  // The rebuild may use more memory than a session's default for its sorts.
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  for (const { definition } of indexes.rows) await sql.raw(definition).execute(db);
  await sql`reset maintenance_work_mem`.execute(db);
  await sql`analyze leads`.execute(db);
}
