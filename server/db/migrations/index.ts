import type { Migration } from "kysely";
import * as initial from "./001-initial";
import * as appSecrets from "./002-app-secrets";

/**
 * Numbered, forward-only migrations. They are listed here rather than read from disk so they travel
 * inside the server bundle. Append; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-app-secrets": appSecrets,
};
