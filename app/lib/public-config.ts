import type { PublicConfig } from "../../domain/public-config";

declare const __PUBLIC_CONFIG__: PublicConfig;

/**
 * Brand, site URL, contact details and third-party ids, validated from the environment when the
 * site was built (vite.config.ts defines the value; server/config.ts validates the same variables).
 */
export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
