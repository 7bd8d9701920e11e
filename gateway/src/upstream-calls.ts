import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from './context';

/**
 * Adds `extensions.upstreamCalls`: how many REST calls the operation made. The
 * number is part of the contract of a query (ARCHITECTURE.md principle 3), so tests
 * and the web engineers can see it; it is left out in production.
 */
export function useUpstreamCalls(): Plugin<GatewayContext> {
  return {
    onExecute: () => ({
      onExecuteDone: ({ args, result, setResult }) => {
        if (isAsyncIterable(result)) return;
        const upstreamCalls = args.contextValue.upstream.calls;
        setResult({ ...result, extensions: { ...result.extensions, upstreamCalls } });
      },
    }),
  };
}
