import { api } from "@/lib/api-client";

/**
 * An unverified sign-in makes the server send the verification e-mail again; `callbackURL`
 * is where that e-mail's link lands.
 */
export type SignInInput = { email: string; password: string; callbackURL: string };

export const signIn = (input: SignInInput) => api.post("/api/auth/sign-in/email", input);
