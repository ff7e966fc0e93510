import { messages } from "@haulwise/domain";
import { errorMessage } from "@/lib/api-error";
import { toast } from "@/lib/toast";

/**
 * Runs a change a person asked for and says `done` once it is made; answers what went wrong,
 * in words they can act on, or null.
 */
export async function changeWithToast(
  change: () => Promise<unknown>,
  done: string,
): Promise<string | null> {
  try {
    await change();
    toast.success(done);
    return null;
  } catch (error) {
    return errorMessage(error, messages.http.requestFailed);
  }
}
