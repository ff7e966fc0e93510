import { messages, webAddressIn } from "@haulwise/domain";
import { badRequest } from "../http/app-error.js";

/**
 * The company's and the sender's names go into the subject and body of mail to strangers;
 * one saved before links were refused in names must be changed before any such mail goes out.
 */
export function requirePlainNames(companyName: string, senderName: string | null) {
  const inCompany = webAddressIn(companyName);
  if (inCompany) throw badRequest(messages.invitations.nameHasWebAddress("company", inCompany));
  const inSender = senderName ? webAddressIn(senderName) : null;
  if (inSender) throw badRequest(messages.invitations.nameHasWebAddress("inviter", inSender));
}
