/** The server's message from the client's "<status>: <body>" error, for a form's alert. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const body = text.replace(/^\d{3}: /, '');
  try {
    return (JSON.parse(body) as { message?: string }).message ?? body;
  } catch {
    return body;
  }
}
