/**
 * The page where the DocuSign user named by DOCUSIGN_USER_ID allows this integration to act for
 * them ("individual consent"). JWT grant cannot ask in a browser, so an admin opens it once.
 */
export function buildConsentUrl(options: {
  origin: string;
  integrationKey: string;
  redirectUri: string;
}): string {
  const query = new URLSearchParams({
    response_type: 'code',
    scope: 'signature impersonation',
    client_id: options.integrationKey,
    redirect_uri: options.redirectUri,
  });
  // URLSearchParams writes spaces as "+"; DocuSign's own examples use %20.
  return `${options.origin}/oauth/auth?${query.toString().replaceAll('+', '%20')}`;
}
