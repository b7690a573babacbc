/** The app version the spec gives (A§9). Kept apart from the schemas, so reading it costs no zod. */
export const APP_VERSION = '3.2.0';
