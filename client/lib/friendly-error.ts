// The friendly toast for any error [product#friendly-errors], decided in this one place.
import { ApiError } from './api-client.ts';

export const friendlyMessages = {
  sessionExpired: 'Your session has expired. Please log in again.',
  permission: 'You do not have permission to perform this action.',
  exists: 'This item already exists.',
  dependency: 'Unable to complete this action due to existing dependencies.',
  network: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export function friendlyMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return friendlyMessages.unexpected;
  switch (error.code) {
    case 'NETWORK':
      return friendlyMessages.network;
    case 'UNAUTHENTICATED':
      return friendlyMessages.sessionExpired;
    case 'FORBIDDEN':
      return friendlyMessages.permission;
    case 'CONFLICT':
      return friendlyMessages.exists;
    case 'DEPENDENCY':
      return friendlyMessages.dependency;
    // Messages the server wrote for the user: the spec's validation texts and account errors.
    case 'VALIDATION_FAILED':
    case 'ACCOUNT_EXISTS':
    case 'INVALID_CREDENTIALS':
    case 'EMAIL_NOT_VERIFIED':
    case 'INVALID_TOKEN':
    case 'RATE_LIMITED':
    case 'PAYLOAD_TOO_LARGE':
    case 'NOT_FOUND':
      return error.message;
    default:
      return friendlyMessages.unexpected;
  }
}
