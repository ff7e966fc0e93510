import { PRODUCT_YEARS } from "./time.js";

/**
 * The messages of signing up, signing in and naming a company: part of `messages`
 * (messages.ts), in a file of their own because the public pages read them before anything
 * else of the app has loaded, and should not load every other message with them.
 */
export const validationMessages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  validEmailRequired: "Valid email required",
  validEmailIsRequired: "Valid email is required",
  passwordMin: "Password must be at least 6 characters",
  passwordsDontMatch: "Passwords don't match",
  enterEmailAndPassword: "Please enter both email and password",
  enterEmail: "Please enter your email",
  newPasswordsDontMatch: "New passwords don't match",
  selectImageFile: "Please select an image file",
  imageTooLarge: "Image size must be less than 5MB",
  selectJob: "Please select a job",
  loadsMin: "Loads must be 0 or greater",
  hoursMin: "Hours must be 0 or greater",
  milesMin: "Miles must be 0 or greater",
  fuelMin: "Fuel used must be 0 or greater",
  dateOutOfRange: `Choose a date between ${PRODUCT_YEARS.first} and ${PRODUCT_YEARS.last}`,
  languageUnknown: "Choose one of the languages offered",
  nameHasWebAddress: (found: string) =>
    `Names can't contain web or email addresses ("${found}" looks like one). Remove it, or put a space after the dot.`,
} as const;

export const authMessages = {
  errorSigningIn: "Error signing in",
  alreadyRegistered: "This email is already registered. Please sign in instead.",
  failedToCreateAccount: "Failed to create account. Please try again.",
  errorSendingReset: "Error sending reset email",
  checkEmailForReset: "Check your email for the reset link",
  accountCreated: "Account created successfully!",
  loggedInSuccessfully: "Logged in successfully",
  loggedInAs: (role: string | null | undefined) =>
    role === "contractor" || role === "driver" || role === "admin"
      ? `Logged in as ${role}`
      : "Logged in",
  welcomeRedirecting: "Welcome! Redirecting to your dashboard",
  goNow: "Go Now",
  processingVerification: "Processing your verification...",
  verifyingEmail: "Verifying your email...",
  completeProfileSetup: "Please complete your profile setup",
  errorLoadingProfile: "Error loading your profile. Please try again later.",
  loginProcessingError: "An error occurred while processing your login. Please try again.",
  roleUpdated: (role: string) => `Role updated to ${role}`,
  failedToUpdateRole: "Failed to update role",
  notAuthenticated: "User not authenticated",
  tooManySignIns: (seconds: number) =>
    `Too many sign-in attempts for this account. Try again in ${waitText(seconds)}, or reset your password.`,
} as const;

export const companiesMessages = {
  /** What a contractor's company is called until they name it, when they have no name either. */
  unnamed: "My company",
  nameRequired: "Company name is required",
  profileCreated: (companyName: string) => `Profile created for ${companyName}`,
  contractorsOnly: "Only contractors can do this",
  logoForContractors: "Only contractors can upload a company logo",
} as const;

/** "30 seconds", "1 minute", "15 minutes", "3 hours": a wait as a person says it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
