/** Spec 000, section 9: confirmation popups fade in over 500 ms. */
export const POPUP_FADE_MS = 500;
