/**
 * A salesperson's CalDAV password, stored sealed (decision 471) by the server's one `seal`
 * (AES-256-GCM under the server secret `calendar-credentials`, decision 450), which every
 * instance shares through the database. A copy of the database alone (a backup, a dump) does
 * not read it without the secrets table, and a changed sealed value fails to open instead of
 * giving a wrong password.
 */
import type { DatabaseSchema } from '@server/db/schema';
import { seal as sealUnder, unseal as unsealUnder } from '@server/db/server-secret';
import type { Kysely } from 'kysely';

type Db = Kysely<DatabaseSchema>;
const purpose = 'calendar-credentials';

export const seal = (db: Db, plain: string) => sealUnder(db, purpose, plain);

export const unseal = (db: Db, sealed: string) => unsealUnder(db, purpose, sealed);
