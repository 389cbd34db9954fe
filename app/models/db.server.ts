import type { Db } from '../../db/client';

/** A drizzle transaction on the studio database (what `db.transaction(fn)` hands to fn). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Reads and writes that work inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;
