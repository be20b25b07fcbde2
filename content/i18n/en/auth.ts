import { BRAND } from '../../../core/brand.ts'
import home from './home.ts'

/**
 * The titles the sign-in dialog is opened with, by their English text (the callers' and the
 * spec's): the dialog shows the page language's title for each.
 */
const titles = Object.fromEntries(
  [
    'Sign In',
    'Verify your phone to book',
    'Verify to Access AI Tools',
    'Sign in to save clinics',
    'Sign in to join Gold Membership',
    'Sign in to see your favourite clinics',
    'Sign in to join the call',
    'Sign in to register your clinic',
  ].map((title) => [title, title]),
) as Record<string, string>

/** The sign-in dialog (spec section 2) and the 'Please sign in' box of signed-in pages. */
export default {
  titles,
  /** The trust claims above the form, worded as on the home page. */
  claims: home.claims,
  welcome: `Welcome to ${BRAND}`,
  description: 'Please verify your phone number to continue.',
  /** A signed-in person asked for a fresh code before a sensitive change (step-up). */
  reverifyDescription: 'For this change we need a fresh code: we will send it by SMS to the number you signed in with.',
  trust: 'Why pet parents trust us',
  firstName: 'First Name',
  firstNamePlaceholder: 'Your first name',
  phone: 'Phone Number',
  phonePlaceholder: '10-digit mobile number',
  firstDigit: 'Indian mobile numbers start with 6, 7, 8 or 9. Please check the number.',
  getOtp: 'Get OTP via SMS',
  enterOtp: 'Enter OTP',
  enterOtpText: 'Please enter the OTP sent to your phone',
  otp: 'OTP',
  otpPlaceholder: '6-digit code',
  sentTo: 'OTP sent to',
  change: 'Change',
  verify: 'Verify OTP',
  resendIn: 'Resend OTP in {seconds}s',
  resend: 'Resend OTP',
  privacy: 'We use your name and mobile number only to sign you in and to manage your bookings. Read our <link>Privacy Policy</link>.',
  toasts: {
    invalidInput: 'Invalid Input',
    invalidInputText: 'Please enter a valid first name and 10-digit phone number',
    otpSent: 'OTP Sent',
    otpSentText: 'Please check your phone for the verification code',
    error: 'Error',
    sendFailed: 'Failed to send OTP. Please try again.',
    success: 'Success',
    verified: 'Phone number verified successfully',
    invalidOtp: 'Invalid OTP. Please try again.',
  },
  /** The server's refusals of a send or a check, by their code; {wait} is a `wait` text. */
  errors: {
    VALIDATION_ERROR: 'Please enter a valid first name and 10-digit phone number',
    RATE_LIMITED: 'Too many requests. Please wait {wait} and try again.',
    RESEND_TOO_SOON: 'Please wait {wait} before asking for a new code.',
    PHONE_HOURLY_LIMIT: 'This number has had {count} codes in the last hour, the most we send. You can ask for a new code in {wait}.',
    IP_HOURLY_LIMIT: 'Too many codes have been asked for from this network in the last hour. You can ask again in {wait}.',
    OTP_INVALID: 'Invalid OTP. Please try again.',
    OTP_EXPIRED: 'This code has expired. Please tap Resend OTP for a new one.',
    OTP_USED: 'This code was already used. Please tap Resend OTP for a new one.',
    OTP_LOCKED: 'Too many wrong codes for this OTP. Please tap Resend OTP for a new one.',
    OTP_THROTTLED: 'Too many wrong codes for this number in the last hour. You can try again in {wait}.',
    SMS_FAILED: 'Failed to send OTP. Please try again.',
  },
  wait: {
    seconds: '{count, plural, one {# second} other {# seconds}}',
    minutes: '{count, plural, one {# minute} other {# minutes}}',
    unknown: 'a little while',
  },
  signInRequired: {
    title: 'Please sign in',
    login: 'Login',
    loading: 'Loading...',
  },
}
