export interface RunningProduct {
  url: string;
  apiUrl: string;
  gatewayPid: number | undefined;
  apiPid: number | undefined;
  stop(): Promise<unknown>;
}

export function startProduct(options: {
  port: number;
  apiPort: number;
  env?: NodeJS.ProcessEnv;
  /** How long each service may take to start (default 120 s). */
  timeoutMs?: number;
}): Promise<RunningProduct>;
