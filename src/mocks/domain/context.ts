/** What domain operations need from the database besides the records: the time and fresh ids. */
export interface DomainCtx {
  /** ms since epoch */
  now: number;
  /** A fresh id: prefix + the next number of the database's sequence, zero-padded. */
  nextId(prefix: string, pad?: number): string;
}
