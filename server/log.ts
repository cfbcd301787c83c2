/**
 * The slice of Fastify's logger (pino) that services, jobs and the database write to. `app.log` fits
 * it, so does a test's recording logger; code that runs without one gets SILENT_LOGGER.
 */
export interface Logger {
  debug: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export const SILENT_LOGGER: Logger = { debug: () => {}, warn: () => {}, error: () => {} };

/** For what may happen before the app and its logger exist, or where there is none (scripts). */
export const CONSOLE_LOGGER: Logger = {
  debug: () => {},
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
