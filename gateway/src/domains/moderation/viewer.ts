import type { GatewayContext } from '../../context';

/**
 * Whether the signed-in user is an operator: the own profile's extension field
 * (GET /api/users/profile, read once per request). Anonymous: false without asking.
 */
export async function viewerIsOperator({ loaders }: GatewayContext): Promise<{ id: string; operator: boolean } | null> {
  const viewer = await loaders.users.viewer?.load();
  return viewer ? { id: viewer._id, operator: viewer.isOperator === true } : null;
}
