// The ports of one E2E run. Overridable, so two checkouts on one machine can each run the
// suite at the same time without answering each other's requests.
export const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
export const MAIL_SINK_SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
export const MAIL_SINK_HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2526);
export const MAIL_SINK = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;
