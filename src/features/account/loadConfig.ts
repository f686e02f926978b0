import { getConfigForFront } from '@/features/account/api';
import { useConfig } from '@/stores/config';

/**
 * Spec section 4: the cached config is already applied (the store starts from it); the server's
 * config then replaces it and is cached again. A failure keeps the cached or default flags.
 */
export async function loadConfig(fetchConfig: () => Promise<unknown> = () => getConfigForFront()): Promise<void> {
  try {
    useConfig.getState().applyServer(await fetchConfig());
  } catch {
    // Offline or server error: the cached/default config stays in force.
  }
}
