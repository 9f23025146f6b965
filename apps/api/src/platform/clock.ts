// architecture.md rule 6: time comes from an injected clock, so deadlines are tested
// without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-11-21T06:30:00.000Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  set(to: Date | string): void {
    this.#now = new Date(to).getTime();
  }
}
