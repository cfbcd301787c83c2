/** Business delays and limits of the specification (section 9), shared by pages and tests. */
export const REDIRECT_AFTER_SIGNUP_MS = 1500;
export const CONTACT_SUCCESS_PANEL_MS = 3000;
export const KITS_SCROLL_DELAY_MS = 300;
export const KIT_CARD_FEATURE_COUNT = 3;
export const EXIT_INTENT_MIN_VIEWPORT_PX = 768;
export const HUMAN_CHECK_MIN_SCORE = 0.3;
