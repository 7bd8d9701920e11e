import type { ChildProcess } from 'node:child_process';

export interface ClusterPorts {
  public: number;
  gateways: number[];
  apiBalancer: number;
  apis: number[];
  gatewayMetrics: number[];
  postgres: number;
  redis: number;
  s3: number;
  stats: number;
}

export interface RunningCluster {
  url: string;
  ports: ClusterPorts;
  /** The temporary folder of its data, removed by stop(). */
  state: string;
  apis: ChildProcess[];
  gateways: ChildProcess[];
  haproxy: ChildProcess;
  stop(): Promise<void>;
}

export function missingClusterPackages(): string[];
export function clusterPorts(port: number): ClusterPorts;
export function haproxyConfig(ports: ClusterPorts): string;
export function startCluster(options?: {
  port?: number;
  seedSize?: 'full' | 'small' | 'none';
  log?: (line: string) => void;
}): Promise<RunningCluster>;
