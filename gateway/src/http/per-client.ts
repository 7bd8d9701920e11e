import type { ServerResponse } from 'node:http';

/** At most `max` exchanges of one kind at once per client address. */
export interface PerClientLimit {
  /**
   * Takes a place for `clientAddress` until `res` closes (answered, or the client gone);
   * false, taking nothing, when that address already has `max`.
   */
  enter(clientAddress: string, res: ServerResponse): boolean;
}

export function perClientLimit(max: number): PerClientLimit {
  const active = new Map<string, number>();
  return {
    enter(clientAddress, res) {
      const count = active.get(clientAddress) ?? 0;
      if (count >= max) return false;
      active.set(clientAddress, count + 1);
      res.once('close', () => {
        const left = (active.get(clientAddress) ?? 1) - 1;
        if (left > 0) active.set(clientAddress, left);
        else active.delete(clientAddress);
      });
      return true;
    },
  };
}
