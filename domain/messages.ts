/**
 * Every user-facing sentence of the forms, word for word from the product specification.
 * Browser and server both import these so a message is written exactly once.
 */
export const signupMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  roleRequired: "Please select your role",
  housingRequired: "Please select housing preference",
  submitting: "Joining...",
  success: "You're on the list! Redirecting to confirmation...",
} as const;

export const humanCheckMessages = {
  failed: "Verification failed. Please try again.",
  flagged: "Your submission was flagged. Please try again.",
} as const;

export const genericFailureMessage = "Something went wrong. Please try again.";

export const contactMessages = {
  sending: "Sending...",
  sentTitle: "Message Sent!",
  sendFailed: "Failed to send message. Please try again.",
  sentToast: "Message sent successfully! We'll get back to you within 24 hours.",
} as const;

export const surveyMessages = {
  submit: "Submit Preferences",
  thanks: "Thanks for the feedback!",
} as const;

export const shareMessages = {
  copied: "Link copied to clipboard!",
} as const;
