export function buildWebIfStale(): Promise<void>;
