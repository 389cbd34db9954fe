/**
 * The process services of the off-site copy that the load context hands to the models
 * (docs/decisions/0320, 0325, 0326): their shapes only. The erasure log is opened in
 * app/models/people/erasure-log.server.ts, the picture copies are made in
 * app/models/content/picture-copies.server.ts, the S3 store in server/object-store.ts.
 */

export type ErasureEntry = { customerId: number; customerCreatedAt: number; erasedAt: number };

export type ErasureLog = {
  /** adds an entry (again for the same customer row: kept once) */
  record(entry: ErasureEntry): void;
  /** every entry, oldest first */
  entries(): ErasureEntry[];
  /** a small write that is not an entry: gives Litestream a change to ship (server/replication-monitor.ts) */
  touch(at: Date): void;
  close(): void;
};

/** The few object-storage calls the copies need (server/object-store.ts implements them over S3). */
export type ObjectStore = {
  put(key: string, body: Buffer): Promise<void>;
  /** null when there is no such object */
  get(key: string): Promise<Buffer | null>;
  list(prefix: string): Promise<{ key: string; lastModified: Date }[]>;
  delete(keys: string[]): Promise<void>;
};

export type PictureCopies = {
  /** copies freshly stored pictures (their largest-variant URLs) to the bucket; never throws */
  stored(urls: string[]): Promise<void>;
};
