/**
 * The support address the server wrote into the page (meta support-email): known even when
 * the client config did not load. Null in a development build, whose page the server does not serve.
 */
export function pageSupportEmail(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="support-email"]');
  return meta?.content || null;
}
