import { messages } from "@haulwise/domain";
import { isApiError } from "@/lib/api-error";

const m = messages.subscription;

/**
 * What a failed billing call tells the contractor: the specification's words for a lost
 * session and for a failure, or the server's own reason when it refused for one
 * ("You're already subscribed to the Pro plan").
 */
function billingError(error: unknown, signedOut: string, failed: string): string {
  if (!isApiError(error)) return failed;
  if (error.status === 401) return signedOut;
  if (error.status === 409 || error.status === 410 || error.status === 404) return error.message;
  return failed;
}

export const checkoutError = (error: unknown) =>
  isApiError(error) && error.code === "INVALID_RESPONSE"
    ? m.noCheckoutUrl
    : billingError(error, m.mustBeLoggedInSubscribe, m.checkoutFailed);

export const managementError = (error: unknown) =>
  billingError(error, m.mustBeLoggedInManage, m.portalFailed);

export const statusError = (error: unknown) =>
  isApiError(error) && error.status === 401 ? m.mustBeLoggedInStatus : m.failedToCheckPage;

/** Cancel or resume failed. */
export const changeError = (error: unknown) =>
  billingError(error, m.mustBeLoggedInManage, m.changeFailed);
