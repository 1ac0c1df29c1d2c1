/**
 * The users this instance has read (their row and entitlement, by the identity provider's
 * subject) until the database says one changed (ADR 056). Every signed-in request needs them,
 * and reading them was a second round trip to the database beside the request's own work.
 *
 * The database's triggers (migration 0021) send a user's id on every write of the user or of
 * their subscriptions, whoever writes; `changed` drops that user. Rows are kept only while the
 * notifications are heard: when the listening connection is lost everything is dropped and
 * nothing kept until it is back. A read that was under way when a change or a loss was heard
 * is not kept either (`mark`), since it may have read the row before the change. At most five
 * minutes in any case, so that a change no trigger saw (a restore with triggers disabled) does
 * not last.
 */
export class KnownUsers<Row extends { id: number }> {
  static readonly MAX_ENTRIES = 10_000;
  static readonly MAX_AGE_MS = 5 * 60_000;
  readonly #bySubject = new Map<string, { row: Row; until: number }>();
  readonly #subjectById = new Map<number, string>();
  /** Moves on with every change or loss heard: a read that began before one is not kept. */
  #epoch = 0;
  #listening = false;

  /** The row kept for `subject`, if any. */
  get(subject: string): Row | undefined {
    const entry = this.#bySubject.get(subject);
    if (!entry) return undefined;
    if (Date.now() < entry.until) return entry.row;
    this.forget(subject);
    return undefined;
  }

  /** Taken before reading a row, and given to `keep` with it. */
  mark(): number {
    return this.#epoch;
  }

  /** Keeps a row read since `mark`, unless a change or a loss was heard in between. */
  keep(subject: string, row: Row, mark: number) {
    if (!this.#listening || mark !== this.#epoch) return;
    if (!this.#bySubject.has(subject) && this.#bySubject.size >= KnownUsers.MAX_ENTRIES) {
      this.forget(this.#bySubject.keys().next().value as string);
    }
    this.#bySubject.set(subject, { row, until: Date.now() + KnownUsers.MAX_AGE_MS });
    this.#subjectById.set(row.id, subject);
  }

  /** A notification: the user with this id changed, or everyone (an empty payload). */
  changed(payload: string) {
    this.#epoch += 1;
    const id = Number(payload);
    if (payload === '' || !Number.isInteger(id)) {
      this.#clear();
      return;
    }
    const subject = this.#subjectById.get(id);
    if (subject !== undefined) this.forget(subject);
  }

  /** Whether notifications are heard; on a change either way, nothing kept is kept. */
  listening(heard: boolean) {
    this.#epoch += 1;
    this.#listening = heard;
    this.#clear();
  }

  get size(): number {
    return this.#bySubject.size;
  }

  /** Drops the row kept for `subject`, to read it again. */
  forget(subject: string) {
    const entry = this.#bySubject.get(subject);
    if (!entry) return;
    this.#bySubject.delete(subject);
    if (this.#subjectById.get(entry.row.id) === subject) this.#subjectById.delete(entry.row.id);
  }

  #clear() {
    this.#bySubject.clear();
    this.#subjectById.clear();
  }
}
