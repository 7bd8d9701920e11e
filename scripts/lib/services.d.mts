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
}): Promise<RunningProduct>;
