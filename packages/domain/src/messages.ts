/**
 * Every user-facing message, in one place: the strings the specification quotes (word for
 * word) and the ones we wrote where it is silent. The server's error bodies, the web app's
 * toasts and copy, and the tests all import from here. A zod schema's own field errors stay
 * beside the field they check; anything said elsewhere as well lives here.
 */

import { authMessages, companiesMessages, validationMessages } from "./account-messages.js";
import { demoMessages, demoSignInMessages, installMessages } from "./install-messages.js";
import {
  accountingExportsMessages,
  approvalsMessages,
  billingScreensMessages,
  customersMessages,
  invoicesMessages,
  payMessages,
  pdfMessages,
  ratesMessages,
} from "./invoicing-messages.js";
import { replayMessages } from "./replay-messages.js";
import { sharingMessages } from "./sharing-messages.js";
import { cyclesMessages, sitesMessages } from "./site-messages.js";
import { cycleScreenMessages, siteScreenMessages } from "./site-screen-messages.js";

/** The specification's answer to a signed-out dashboard or subscription request. */
const AUTHENTICATION_REQUIRED = "Authentication required";

export const messages = {
  validation: validationMessages,
  install: installMessages,
  demo: demoMessages,
  demoSignIn: demoSignInMessages,
  customers: customersMessages,
  rates: ratesMessages,
  approvals: approvalsMessages,
  invoices: invoicesMessages,
  pay: payMessages,
  accountingExports: accountingExportsMessages,
  pdf: pdfMessages,
  billingScreens: billingScreensMessages,
  auth: authMessages,
  guard: {
    loading: "Loading...",
    mustBeLoggedIn: "You must be logged in to access this page",
    noPermission: "You do not have permission to access this page",
    mustBeLoggedInDashboard: "You must be logged in to access the dashboard",
  },
  shell: {
    signedOut: "Signed out successfully",
    errorSigningOut: "Error signing out",
    loggedOut: "Logged out successfully",
    failedToLogOut: "Failed to log out",
  },
  offline: {
    notice:
      "You are offline. This is what your phone last had; what you record is sent when the signal returns.",
  },
  storage: {
    notConfigured: "Storage not configured properly",
    failedAvatarUpload: "Failed to upload profile picture",
    failedLogoUpload: "Failed to upload company logo",
    failedPublicUrl: "Failed to get public URL",
    avatarUpdated: "Profile picture updated successfully",
    logoUpdated: "Company logo updated successfully",
    unreadableImage: "This image could not be read. Try a PNG, JPEG or WebP under 25 megapixels.",
  },
  account: {
    failedToUpdateProfile: "Failed to update profile",
    failedToChangePassword: "Failed to change password",
    failedToSignOut: "Failed to sign out",
    failedToLoadUserData: "Failed to load user data",
    profileUpdated: "Profile updated successfully",
    passwordChanged: "Password changed successfully",
    deleteConfirmTitle: "Are you absolutely sure?",
    emailMismatch: "The email you typed does not match this account's email",
    sessionNotFound: "No such session on your account",
  },
  driverForm: {
    mustBeLoggedIn: "You must be logged in to save driver information",
    failedToSave: "Failed to save driver information",
    unexpected: "An unexpected error occurred",
    saved: "Driver information saved successfully",
  },
  driverJobs: { failedToLoad: "Failed to load jobs" },
  permissionsPrompt: {
    gpsGranted: "GPS Access Granted",
    gpsDenied: "GPS Access Denied",
    gpsDeniedDetail: "Some features will be limited without location access.",
    notificationsEnabled: "Notifications Enabled",
    notificationsDisabled: "Notifications Disabled",
    notificationsDisabledDetail: "You may miss important updates without notifications.",
    gpsTrackingDenied: "GPS Tracking Denied",
    notificationsDenied: "Notifications Denied",
    enableLater: "You can enable this later in your settings.",
    gpsDisabledBanner: "GPS tracking is currently disabled",
  },
  metrics: {
    submitted: "Daily metrics submitted successfully",
    failedToSubmit: "Failed to submit metrics",
    failedToLoad: "Failed to load metrics",
    corrected: "Today's entry for this job was corrected",
    queued: "Saved on this device. Your metrics will be sent when you are back online.",
    loadsNumber: "Loads must be a number",
    loadsWhole: "Loads must be a whole number",
    loadsMax: "Loads can be at most 200 a day",
    hoursNumber: "Hours must be a number",
    hoursMax: "Hours can be at most 24 a day",
    milesNumber: "Miles must be a number",
    milesMax: "Miles can be at most 2,000 a day",
    fuelNumber: "Fuel used must be a number",
    fuelMax: "Fuel used can be at most 1,000 a day",
    notesTooLong: "Notes can be at most 2000 characters",
    notActiveOnJob: "You are not active on this job. Choose one of your active jobs.",
    tooOld: "This entry is more than 7 days old. Ask your contractor to record it.",
    inFuture: "This entry is dated in the future. Check the time on your device.",
    driversOnly: "Only drivers submit daily metrics",
  },
  vehicles: { failedToLoad: "Failed to load vehicle data", unknownPlate: "Unknown" },
  notFound: { title: "Oops! Page not found" },
  jobs: {
    fetchError: "Error fetching jobs - There was a problem loading your jobs.",
    failedToLoadDetails: "Failed to load job details",
    errorLoadingJob: "Error Loading Job",
    jobNotFound: "Job not found",
    errorLoadingJobDetails: "Error loading job details",
    mustBeLoggedInToCreate: "You must be logged in to create a job",
    errorCreating: "Error creating job",
    created: "Job created successfully!",
    noJobs: "No jobs available - Add your first job to start organizing documents",
    noDescription: "No description provided.",
    createTitle: "Create New Job",
    listHeading: "Jobs & Documents",
    noRosterDrivers: "No drivers have joined this job yet",
    noMetrics: "No data available yet",
    noActiveHauls: "No active hauls for this job at the moment.",
    returnToJobs: "Return to Jobs",
    notOpen: "This job is not open for new drivers",
    alreadyOnJob: "You are already on this job",
    requestPending: "Your request to join is waiting for the contractor's approval",
    requestSent: "Request sent. The contractor will approve it.",
    noPendingRequest: "There is no request to join from this driver",
    driverNotOnJob: "This driver is not on the job",
    noAccessToRevoke: "This person has no access to the job",
    driversOnly: "This is for drivers",
    placeNotFound:
      "No ZIP code or town in this address is known. Click the map where the job site is.",
    placeQueryEmpty: "Enter the site's address, with its town and state or its ZIP code",
  },
  documents: {
    failedToDelete: "Failed to delete document",
    deleted: "Document deleted successfully",
    failedToDownload: "Failed to download document",
    failedToLoad: "Failed to load documents",
    uploadFailed: "Upload failed - Unable to upload the document. Please try again.",
    uploaded: "Document uploaded successfully",
    noDrivers: "No drivers available",
    unknownDriver: "Unknown Driver",
    uploading: "Uploading...",
    uploadTitle: "Upload New Document",
    noDocuments: "No Documents Yet - Upload documents related to this job for your drivers.",
    uploadFirst: "Upload Your First Document",
    fileRequired: "Choose a file to upload",
    driverRequired: "Choose the driver this document is for",
    recipientsRequired: "Choose at least one driver to send this document to",
    tooManyRecipients: "A document can go to at most 200 drivers at once",
    nobodyOnJob:
      "Nobody is on this job yet. Put drivers on it under Active Drivers, or choose drivers.",
    unsupportedType: "Upload an image, a PDF or a Word document (.doc or .docx)",
    typeMismatch: (ext: string) => `This file's content does not match its .${ext} extension`,
    tooLarge: "Documents can be at most 20 MB",
    pathInName: "The file name must not contain a folder path",
    notesTooLong: "Notes can be at most 2000 characters",
    empty: "This file is empty",
    notFound: "Document not found",
    fileMissing: "The file of this document is missing",
    quotaExceeded: (quotaBytes: number) =>
      `Your company's files have used all of its ${quotaText(quotaBytes)} of storage. Delete documents you no longer need, then upload again.`,
  },
  loads: {
    /** Each change in a load's history, as the load's dialog and its evidence PDF name it. */
    changes: {
      recorded: "Recorded",
      started: "Started at the pit",
      completed: "Completed",
      corrected: "Corrected",
      voided: "Voided",
      approved: "Approved",
      sent_back: "Sent back to the driver",
      customer_approved: sharingMessages.historyApproved,
      customer_disputed: sharingMessages.historyDisputed,
    },
    /** The load's evidence PDF, what a contractor sends when a ticket is disputed. */
    evidencePdf: "Evidence (PDF)",
    cycleNeedsCompleted: "A ticket for a counted load records it delivered",
    loading: "Loading loads data...",
    noneFound: "No loads found for the selected date range.",
    unknownDriver: "Unknown Driver",
    unknownJob: "Unknown Job",
    noJobNumber: "N/A",
    notFound: "Load not found",
    noPhoto: "This load has no ticket photo",
    quantityNumber: "Quantity must be a number",
    quantityPositive: "Quantity must be greater than 0",
    quantityRequired: "Enter the quantity delivered",
    quantityTooLarge: (limit: number, unit: string) =>
      `A load can be at most ${limit.toLocaleString("en-US")} ${unit.replace(/_/g, " ")}. Check the quantity.`,
    unitInvalid: "Choose tons, cubic yards or pounds",
    stageInvalid: "Say whether the load is started or completed",
    materialTooLong: "Material can be at most 100 characters",
    ticketTooLong: "Ticket numbers can be at most 40 characters",
    reasonTooLong: "The reason can be at most 500 characters",
    voidReasonRequired: "Say why this load is voided",
    nothingToCorrect: "Change at least one detail of the load",
    idInvalid: "The load's id must be a UUID",
    timeInvalid: "Times must be ISO dates with a time, such as 2024-01-05T14:30:00Z",
    completedBeforeStart: "A load cannot be completed before it started",
    notActiveOnJob: "You are not active on this job. Choose one of your active jobs.",
    driverRequired: "Choose the driver who hauled this load",
    driverNotInCompany: "Choose one of your company's drivers",
    tooOld: "This load is more than 7 days old. Ask your contractor to add it.",
    inFuture: "This load is dated in the future. Check the time on your device.",
    alreadyCompleted: "This load is already completed",
    notInProgress: "Only a load under way can be completed",
    voided: "This load was voided and cannot be changed",
    alreadyVoided: "This load is already voided",
    ownLoadsOnly: "You can only change loads you recorded",
    timesForContractors: "Only a contractor sets a load's start and completion times",
    voidForContractors: "Only a contractor can void a load",
    completionTimeNeedsCompleted: "Only a completed load has a completion time",
    driverCorrectsToday:
      "You can correct your own loads on the day you recorded them. Ask your contractor to correct older ones.",
    idTaken: "A different load already has this id",
    dateInvalid: "Dates must look like 2024-01-05",
    dayRequired: "Choose the day, as date=2024-01-05",
    endBeforeStart: "The end date must be on or after the start date",
    endWithoutStart: "Choose a start date as well as an end date",
    rangeTooLong: "Choose a range of at most 366 days",
    limitInvalid: "The page size must be a whole number from 1 to 500",
    cursorInvalid: "This list has changed since it was loaded. Refresh the summary.",
    timeZoneInvalid: "Choose a time zone from the list",
    recorded: (n: number) => `Load #${n} recorded`,
    started: (n: number) => `Load #${n} started`,
    completed: (n: number) => `Load #${n} completed`,
    corrected: (n: number) => `Load #${n} corrected`,
    voidedDone: (n: number) => `Load #${n} voided`,
    queued: "Saved on this device. The load will be sent when you are back online.",
    failedToRecord: "Failed to record the load",
    failedToLoadDetail: "Failed to load this load's details",
    photoTooLarge: "Ticket photos can be at most 15 MB",
    photoQuotaExceeded: (quotaBytes: number) =>
      `Your company's files have used all of its ${quotaText(quotaBytes)} of storage, so this ticket photo cannot be kept. Send the ticket without its photo, or ask your contractor to delete documents no longer needed.`,
    ticketField:
      "Send the ticket as JSON, or as multipart/form-data with the JSON in a field named 'ticket'",
    driversOrContractors: "Only drivers and contractors record loads",
    getSignature: "Get signature",
    signatureTitle: "Receiver's signature",
    signatureDescription:
      "Hand the phone to whoever receives the load: they sign in the box with a finger and type their name.",
    signHere: "Sign here",
    signerName: "Receiver's name",
    signerNameRequired: "Type the receiver's name",
    signerNameTooLong: (max: number) => `A name can be at most ${max} characters`,
    clearSignature: "Clear",
    saveSignature: "Use this signature",
    signatureEmpty: "Sign in the box first",
    signedBy: (name: string) => `Signed by ${name}`,
    signedByAt: (name: string, at: string) => `Signed by ${name}, ${at}`,
    removeSignature: "Remove signature",
    signatureImage: "A signature must be a PNG image drawn on the screen",
    signatureTooLarge: "The signature image is too large. Clear it and sign again.",
    signatureNeedsDelivery: "A signature is taken when the load is delivered",
    signatureAlt: (name: string) => `Signature of ${name}`,
    deliverySignature: "Delivery signature",
    noSignature: "This load has no signature",
    signatureQuotaExceeded: (quotaBytes: number) =>
      `Your company's files have used all of its ${quotaText(quotaBytes)} of storage, so this signature cannot be kept. Ask your contractor to delete documents no longer needed.`,
  },
  drivers: {
    jobDriversError: "Error loading drivers - Failed to load drivers for this job",
    fetchForUploadError: "Error fetching drivers - Unable to load driver information.",
    failedToLoad: "Failed to load driver data",
    noneFound: "No drivers found.",
    noRatings: "No ratings yet",
    notAssigned: "Not assigned",
    driving: (vehicle: string) => `Driving: ${vehicle}`,
    unnamed: "Unnamed Driver",
    notInCompany: "Choose one of your company's drivers",
    notFound: "Driver not found",
    dutyForDrivers: "Only drivers go on and off duty",
    rated: (name: string, rating: number) => `You rated ${name} ${rating} out of 5`,
    removed: (name: string) => `${name} was removed from your company`,
    dutyOn: "You are on duty",
    dutyOff: "You are off duty",
    dutyChangeFailed: "Could not change your duty status",
    dutyWithoutSignal: "No signal now: your contractor sees it when you are back online.",
  },
  /** Live maps (spec part 2 §2, §4, §8), the driver's sharing, and what the server says of fixes. */
  tracking: {
    loadingMap: "Loading map...",
    errorLoadingMap: "Error loading map",
    realtimeSetupFailed:
      "Realtime tracking setup failed - Could not enable realtime location tracking",
    failedToFetchLocations: "Failed to fetch driver locations",
    gpsDisabledOverlay: "GPS tracking is disabled",
    enableTracking: "Enable Tracking",
    inactiveDrivers: (count: number) => `${count} driver(s) inactive for over 10 mins`,
    planLimit: (limit: number, total: number) =>
      `Showing ${limit} of ${total} drivers. Upgrade to see all.`,
    upgradePlan: "Upgrade Plan",
    /** The legend's entry for a faded marker: its position is older than the paused threshold. */
    stalePositionLegend: (minutes: number) => `Faded: no new position for ${minutes} minutes`,
    /** "Show on map" for someone the map does not show. */
    notOnTheMap: (of: "driver" | "truck") =>
      of === "truck"
        ? "This truck is not on the map: its driver is not sharing a position right now."
        : "This driver is not on the map: they are not sharing a position right now.",
    /** The map's count chip: 'n drivers', or 'n/total drivers' while the plan hides some. */
    driverCount: (shown: number, total: number) =>
      shown < total
        ? `${shown}/${total} ${total === 1 ? "driver" : "drivers"}`
        : `${shown} ${shown === 1 ? "driver" : "drivers"}`,
    /** The chip's count for a screen reader, which may read 'n/total' as a fraction. */
    driverCountSpoken: (shown: number, total: number) =>
      shown < total
        ? `${shown} of ${total} ${total === 1 ? "driver" : "drivers"}`
        : `${shown} ${shown === 1 ? "driver" : "drivers"}`,
    idleFor: (minutes: number) => `Idle for ${minutes} minutes`,
    /** Under a map showing a day's route; `owner` null is the signed-in driver's own. */
    trailSummary: (owner: string | null, count: number, from: string, to: string) =>
      `${owner === null ? "Your route" : `${owner}'s route`} today: ${count} ${
        count === 1 ? "position" : "positions"
      } ${from === to ? `at ${from}` : `from ${from} to ${to}`}`,
    mayBeInactive: (name: string) => `${name} may be inactive`,
    stoppedSharing: (name: string | null) => `${name || "A driver"} has stopped sharing location`,
    // The driver's status line: what is happening to their position right now.
    sharing: (secondsAgo: number) => `Sharing your location · sent ${secondsAgo} s ago`,
    waiting: (count: number) =>
      `${count} ${count === 1 ? "position" : "positions"} waiting for signal`,
    paused: "Tracking paused — keep Haulwise open on screen",
    offDuty: "Off duty · your location is not shared",
    findingPosition: "On duty · finding your position…",
    noGpsSignal: "No GPS signal — your contractor sees Tracking paused until it returns",
    locationNotAllowed: "On duty, but location is not allowed — your contractor cannot see you",
    noGeolocation: "This browser cannot share your location",
    // Under the shift switch: what keeps sharing going, each said once.
    screenStaysOn:
      "The screen stays on while you are on duty. Locking the phone or switching apps pauses tracking.",
    screenMayLock: "This phone may lock the screen: locking it or switching apps pauses tracking.",
    sharesWhileOpen: "On duty, Haulwise shares your position while it is open on screen.",
    /** A tracker app of the driver's reported; `ago` is a time ago ('2 minutes ago'). */
    trackerReported: (ago: string) => `Tracker app: last report ${ago}.`,
    /** The same in a list, beside the driver's tracking state. */
    trackerReportShort: (ago: string) => `Tracker app · ${ago}`,
    trackerKeepsOnDuty: "Your tracker app's reports keep you on duty while they arrive.",
    // What the server says about fixes, beacons and device tokens.
    nullIsland: "Position 0, 0 is what a GPS reports when it has no fix; it was not stored",
    fixInFuture: "This fix is dated in the future; check the device's clock",
    fixTooOld: (days: number) =>
      `This fix is more than ${days} ${days === 1 ? "day" : "days"} old; positions are taken up to ${days} ${days === 1 ? "day" : "days"} after they were recorded`,
    dailyFixLimit: (max: number) =>
      `This driver's devices have sent ${max.toLocaleString("en-US")} positions today, the most one day keeps; positions are taken again after midnight UTC`,
    timestampUnreadable:
      "timestamp must be seconds or milliseconds since 1970, or a date and time such as 2030-05-01T08:59:00Z",
    driversOnly: "Only drivers share their position",
    invalidDeviceToken: "Unknown or revoked device token",
    tooManyDeviceTokens: (max: number) =>
      `You can have at most ${max} device tokens; revoke one you no longer use`,
    deviceTokenNotFound: "Device token not found",
    deviceTokenCreated: (name: string) => `Device token for ${name} created`,
    deviceTokenRevoked: (name: string) => `${name} can no longer send your position`,
    deviceTokenCreateFailed: "Could not create the token. Try again.",
    deviceTokenRevokeFailed: "Could not revoke the token. Try again.",
    notYourDriver: "Driver not found",
    tooManyLiveDrivers: (limit: number) =>
      `Your plan shows ${limit} drivers at once; choose at most ${limit}`,
    notCompanyDriver: "Choose drivers of your company",
    // Choosing who stays on a company map the plan limits.
    chooseLiveDrivers: "Choose drivers",
    liveDriversTitle: "Choose who stays on the map",
    liveDriversHelp: (limit: number) =>
      `Your plan shows ${limit} drivers at a time. The ones you choose are shown whenever they share their position; any place left goes to another driver on duty.`,
    liveDriversChosen: (count: number, limit: number) => `${count} of ${limit} chosen`,
    liveDriversFull: "Uncheck a driver to choose another.",
    liveDriversSaved: "Saved: the map shows the drivers you chose",
    liveDriversReset: "Haulwise chooses again: drivers with a truck first",
    liveDriversFailed: "Your choice could not be saved. Please try again.",
    liveDriversLoadFailed: "Your drivers could not be loaded. Please try again.",
    letHaulwiseChoose: "Let Haulwise choose",
    onTheMapNow: "On the map now",
    findDriver: "Find a driver",
  },
  sites: sitesMessages,
  siteScreens: siteScreenMessages,
  cycleScreens: cycleScreenMessages,
  cycles: cyclesMessages,
  sharing: sharingMessages,
  replay: replayMessages,
  /** What every live map draws under the trucks, and the server's answers about it. */
  map: {
    outlinesOnly: "Outline map: this server has no street map set up.",
    howToGetStreets: "How to get street maps",
    streetsHelp:
      "Whoever runs Haulwise for your company can add streets without any outside service: download a map file of your region once (a PMTiles file, such as an extract of the Protomaps basemap) and put it beside Haulwise's data as basemap.pmtiles, or name a tile server they are allowed to use. Maps opened after that show streets.",
    noBasemapFile: "This server has no street map file",
    rangeNotSatisfiable: (size: number) =>
      `That range lies outside the map file, which is ${size} bytes long`,
    streetsUnavailable: "The street map could not be loaded; showing outlines.",
  },
  search: {
    placeholder: "Search job sites within your company...",
    heading: "Job Sites",
    searching: "Searching...",
    noResults: "No job sites found",
    failed: "Failed to search for job sites",
  },
  dashboard: {
    authRequired: AUTHENTICATION_REQUIRED,
    failedToFetchProfile: "Failed to fetch user profile",
    failedToInitialize: "Failed to initialize dashboard",
    failedToFetchActiveJobs: "Failed to fetch active jobs",
    failedToFetchLoads: "Failed to fetch loads data",
    retrying: "Retrying data fetch...",
  },
  subscription: {
    failedToCheck: "Failed to check subscription status",
    failedToCheckPage: "Failed to check subscription status. Please try again later.",
    mustBeLoggedInStatus: "You must be logged in to check subscription status",
    mustBeLoggedInSubscribe: "You must be logged in to subscribe",
    mustBeLoggedInManage: "You must be logged in to manage payment",
    checkoutFailed: "Failed to start checkout process. Please try again later.",
    noCheckoutUrl: "No checkout URL returned",
    portalFailed: "Failed to redirect to payment management. Please try again later.",
    success: "Subscription successful! Your account has been upgraded.",
    canceled: "Subscription was canceled. Please try again if you want to upgrade.",
    alreadyFree: "You're already on the free plan",
    alreadySubscribed: (plan: string) => `You're already subscribed to the ${plan} plan`,
    checking: "Checking subscription status...",
    authRequired: AUTHENTICATION_REQUIRED,
    currentPlan: "Current Plan",
    /** The Free card's button once a paid plan is set to end: Free is next, not current. */
    freeFrom: (date: string) => `Free from ${date}`,
    selectPlan: "Select Plan",
    processing: "Processing...",
    popular: "Popular",
    saveYearly: "Save 20%",
    yearlyDiscount: "-20%",
    managePayment: "Manage Payment",
    backToDashboard: "Back to Dashboard",
    upgradeTo: (plan: string) => `Upgrade to ${plan}`,
    tracksUpTo: (limit: number | null) =>
      limit === null
        ? "Your plan allows tracking an unlimited number of trucks on the map"
        : `Your plan allows tracking up to ${limit} trucks on the map`,
    nextBillingDate: "Next billing date",
    endsOn: (plan: string, date: string) =>
      `Your ${plan} plan ends on ${date}. Until then you can resume it and nothing changes.`,
    changesOn: (plan: string, cycle: string, date: string) =>
      `Your plan changes to ${plan} (${cycle}) on ${date}.`,
    pastDue: (plan: string, date: string) =>
      `Your last payment for the ${plan} plan failed. Update your payment method by ${date} to keep it.`,
    pastDueLapsed:
      "Your payment is overdue, so your company has the Free plan's limits until it is paid.",
    billingOff:
      "Plans are not sold on this installation of Haulwise: every company can track all of its trucks.",
    freeByCanceling:
      "To move to the free plan, cancel your subscription: your plan stays until the end of the period you paid for.",
    noSubscription: "Your company is on the free plan: there is no subscription to change.",
    noPaymentDetails: "There are no payment details yet: choose a plan first.",
    checkoutNotFound: "This checkout does not exist, or belongs to another company.",
    checkoutExpired: "This checkout has expired. Choose your plan again.",
    checkoutFinished: "This checkout is already finished.",
    changeFailed: "Your subscription could not be changed. Please try again later.",
    providerFailed:
      "The payment provider could not be reached. Nothing was changed; please try again.",
    canceledAtPeriodEnd: (plan: string, date: string) => `Your ${plan} plan will end on ${date}.`,
    resumed: (plan: string) => `Your ${plan} plan will renew as usual.`,
    webhookSignature: "The event's signature could not be verified.",
    webhookBody: "Send the event as the JSON body Stripe signed.",
  },
  permissions: {
    failedToLoad: "Failed to load permissions",
    noUsersFound: "No users found with the provided emails",
    failedToAdd: "Failed to add permission",
    granted: (n: number) => `Permissions granted to ${n} user(s)`,
  },
  profiles: {
    accountGone: "This account no longer exists",
    alreadySetUp: "Your profile is already set up",
    companyNameForContractors: "Only contractors have a company name",
    adminRoleFixed: "An admin's role cannot be changed here",
    driverDetailsForDrivers: "Only drivers have driver details",
    changeEmailInSettings:
      "To change your email, use Account Settings: the new address has to be confirmed first",
  },
  companies: companiesMessages,
  invitations: {
    sent: (n: number) => `Invitation sent to ${n} ${n === 1 ? "person" : "people"}`,
    resent: "Invitation sent again",
    revoked: "Invitation revoked",
    alreadyMember: (email: string) => `${email} is already one of your drivers`,
    alreadyPending: (email: string) =>
      `${email} already has a pending invitation; re-send it from the list instead`,
    notFound: "This invitation link is not valid. Ask the company to send a new one.",
    notFoundInList: "Invitation not found",
    expired: (company: string) =>
      `This invitation has expired. Ask ${company} to send you a new one.`,
    used: "This invitation has already been used.",
    revokedLink: (company: string) => `${company} has withdrawn this invitation.`,
    wrongAccount: (email: string) =>
      `This invitation was sent to ${email}. Sign in with that email to accept it.`,
    driversOnly: "Invitations are for driver accounts. Switch your role to driver to accept.",
    accepted: (company: string) => `You have joined ${company}`,
    checkEmailToJoin: (email: string, company: string) =>
      `We sent a confirmation link to ${email}. Open it, then sign in here to join ${company}.`,
    emailsNotSent: "The invitation emails could not be sent. Please try again.",
    /** Past the company's allowance of invitation emails; `wait` is null when waiting won't do. */
    companyCap: (cap: {
      limit: number;
      window: "hour" | "day";
      plan: string;
      remaining: number;
      wait: string | null;
    }) => {
      const per = cap.window === "hour" ? "an hour" : "a day";
      if (cap.remaining === 0) {
        const since = cap.window === "hour" ? "in the last hour" : "in the last 24 hours";
        return `Your company has sent ${cap.limit} invitation emails ${since}, the most the ${cap.plan} plan allows (${cap.limit} ${per}). Try again in ${cap.wait}.`;
      }
      const left = `${cap.remaining} more invitation email${cap.remaining === 1 ? "" : "s"}`;
      const until = cap.window === "hour" ? "this hour" : "today";
      return `Your company can send ${left} ${until} (${cap.limit} ${per} on the ${cap.plan} plan). Invite fewer people${cap.wait ? `, or try again in ${cap.wait}` : " at a time"}.`;
    },
    nameHasWebAddress: (whose: "company" | "inviter", found: string) =>
      `${whose === "company" ? "Your company name" : "Your name"} contains a web address ("${found}"), which invitation emails can't carry. Change it in Account Settings, then send again.`,
  },
  trucks: {
    numberTaken: (truckNumber: string) => `Truck number ${truckNumber} is already in use`,
    retired: "This truck is retired",
    added: (name: string) => `Truck ${name} added`,
    saved: (name: string) => `Truck ${name} saved`,
    retiredDone: (name: string) => `Truck ${name} retired`,
    assigned: (name: string, driver: string) => `${driver} now drives ${name}`,
    unassigned: (name: string) => `${name} is no longer assigned`,
    noneYet: "No trucks yet",
    notFound: "Truck not found",
  },
  notifications: {
    notFound: "Notification not found",
    badCursor: "This list has changed since it was loaded. Reload the notifications.",
    heading: "Notifications",
    markAllRead: "Mark all as read",
    empty: "You're all caught up. New notifications will appear here.",
    loadFailed: "Could not load notifications",
    markFailed: "Could not mark the notification as read",
    showOlder: "Show older",
    bellLabel: (unread: number) =>
      unread === 0 ? "Notifications" : `Notifications, ${unread} unread`,
  },
  /** The company's lists: what their headers count and what an empty result says to change. */
  lists: {
    trucksCount: (inService: number, active: number) =>
      `${inService} ${inService === 1 ? "truck" : "trucks"} · ${active} active`,
    driversCount: (total: number, onDuty: number) =>
      `${total} ${total === 1 ? "driver" : "drivers"} · ${onDuty} on duty`,
    jobsCount: (total: number, active: number) =>
      `${total} ${total === 1 ? "job" : "jobs"} · ${active} active`,
    showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
    noMatches: (things: string) => `No ${things} match`,
    changeSearch: "Check the spelling, or search for a number, a name or part of one.",
    changeFilters: "Choose another filter, or clear the filters to see every one.",
    changeBoth: "Try other words, or clear the search and filters to see every one.",
    clear: "Clear search and filters",
  },
  /** What the API says about a request itself rather than about the work. */
  http: {
    signInRequired: "You must be signed in to do that",
    noPermission: "You do not have permission to do that",
    notFound: "Not found",
    crossSite: "Cross-site requests are not accepted",
    invalidJson: "The request body is not valid JSON",
    emptyJson: "The request body is empty; send a JSON object",
    bodyTooLarge: "The request body is too large",
    sendJson: "Send the request body as application/json",
    fileTooLarge: "The file is too large",
    sendMultipart: "Send the file as multipart/form-data",
    oneFile: "Send one file at a time",
    tooManyParts: "Too many form parts",
    tooManyFields: "Too many form fields",
    imageField: "Send the image as multipart/form-data in a field named 'file'",
    formField: "Send the form as multipart/form-data with the file in a field named 'file'",
    tooManyRequests: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
    rateLimited: "Too many requests. Please wait a moment.",
    requestFailed: "Request failed",
    unexpected: "Something went wrong on our side. Please try again.",
    databaseUnreachable: "The database is not reachable",
    metricsToken: "Send the metrics token as Authorization: Bearer <METRICS_TOKEN>",
    badUrl: "This address is not valid: check it for a stray % sign",
    notUnderstood: "The request could not be understood",
    requestTimeout: "The request took too long to arrive. Check your connection and try again.",
    headersTooLarge: "The request headers are too large. Clear this site's cookies and try again.",
    jsonTooDeep: (levels: number) =>
      `The request body is nested too deeply (more than ${levels} levels)`,
    nulCharacter: "Text may not contain the NUL character (\\u0000); remove it and try again",
    malformedMultipart:
      "The upload arrived incomplete or is not valid multipart/form-data. Choose the file again and retry.",
  },
} as const;

/** "2 GiB", "64 KiB": a storage size in binary units, one decimal at most. */
function quotaText(bytes: number): string {
  const [size, unit] =
    bytes >= 1024 ** 3
      ? [bytes / 1024 ** 3, "GiB"]
      : bytes >= 1024 ** 2
        ? [bytes / 1024 ** 2, "MiB"]
        : [bytes / 1024, "KiB"];
  return `${Number(size.toFixed(1))} ${unit}`;
}
