/** Answers whose exact text the spec fixes; the app recognises success by them. */
export const MESSAGES = {
  registered: 'User registered. Verify your email to continue.',
  resetCodeSent: 'Password reset code sent successfully',
  passwordReset: 'Password has been reset successfully',
  passwordExpired: 'Your password has expired, please click Forgot Password button to reset it',
  demoRequestSent: 'Your request has been sent successfully.',
} as const;
