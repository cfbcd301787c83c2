/**
 * The slice of Fastify's logger (pino) that services and jobs write to. `app.log` fits
 * it, so does a test's recording logger; code that runs without one gets SILENT_LOGGER.
 */
export interface Logger {
  debug: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export const SILENT_LOGGER: Logger = { debug: () => {}, warn: () => {}, error: () => {} };

