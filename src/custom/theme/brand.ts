/** Brand facts shared by the login screen and the console (no react-admin imports here). */
export const BRAND_NAME = 'Community Directory';
export const LOGO_URL = '/logo.svg';
export const COPYRIGHT_YEAR = 2023;

export const brandColors = {
  primary: '#1b5e7a',
  primaryDark: '#7cc4e4',
  secondary: '#e0803a',
} as const;
