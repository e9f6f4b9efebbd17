/** Texts the forms and the server share (spec §5 and §8). */

/** Spec §5/§8: shown when a required field is empty. */
export const REQUIRED_FIELDS_MISSING = "Please fill in all required fields";

/** Shown above the form when every field is there but some are not right. */
export const FIELDS_INVALID = "Please correct the highlighted fields and try again.";

export const PITCH_DECK_TOO_LARGE = "The pitch deck is larger than 10MB. Please choose a smaller file.";
export const PITCH_DECK_WRONG_TYPE = "The pitch deck must be a PDF, PPT or PPTX file.";
export const PITCH_DECK_UNREADABLE = "The pitch deck could not be read. Please choose the file again.";

/** Spec §8 success texts. */
export const CONTACT_SUCCESS = "Thank you for your message! We will be in touch soon.";
export const INCUBATION_SUCCESS_HEADING = "Application Submitted Successfully!";
export const INCUBATION_SUCCESS = "Thank you for your application! Our team will review and contact you soon.";
/** Spec §7: the incubation answer's default message. */
export const INCUBATION_DEFAULT_MESSAGE = "Application submitted successfully";
export const PARTNERSHIP_SUCCESS = "Thank you for your partnership application! Our team will review and contact you soon.";

/** The answers of the content pages' forms; each page shows its own confirmation. */
export const CORPORATE_INQUIRY_SUCCESS = "Thank you for your inquiry! Our corporate partnerships team will reply within 24 hours.";
export const INVESTOR_ACCESS_SUCCESS = "Thank you! Your pitch-deck access request is with our investor relations team.";
export const EVENT_REGISTRATION_SUCCESS = "You're registered! The event details are on their way to your e-mail address.";
export const DOWNLOAD_REQUEST_SUCCESS = "Thank you! The file is on its way to your e-mail address.";
