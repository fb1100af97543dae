import type { OutgoingMail } from '../mail/mail.service.ts';
import {
  INVITATION_LINK_HOURS,
  RESET_LINK_MINUTES,
} from '../../../domain/auth/account-security.ts';

/** The page behind an invitation or a reset link (an app-shell page: domain/site/app-shell-pages.ts). */
export const setPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/set-password/${token}`;

/** To a new staff member: who invited them, their username, and the link to choose a password. */
export function invitationMail(options: {
  to: string;
  name: string;
  username: string;
  invitedBy: string;
  organisationName: string;
  link: string;
  userId: string;
}): OutgoingMail {
  return {
    to: options.to,
    subject: `You are invited to the ${options.organisationName} staff area`,
    text: [
      `Hello ${options.name},`,
      '',
      `${options.invitedBy} has made you a staff account at ${options.organisationName}.`,
      `Your username is: ${options.username}`,
      '',
      'To start, choose your password at this link:',
      options.link,
      '',
      `The link works for ${INVITATION_LINK_HOURS} hours and only once. If it has ended, ask ${options.invitedBy} to invite you again.`,
      '',
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
    relatedEntity: 'user',
    relatedId: options.userId,
  };
}

/** After "Forgot password?": the link to choose a new one. */
export function passwordResetMail(options: {
  to: string;
  name: string;
  username: string;
  organisationName: string;
  link: string;
  userId: string;
}): OutgoingMail {
  return {
    to: options.to,
    subject: `Choose a new password for ${options.organisationName}`,
    text: [
      `Hello ${options.name},`,
      '',
      `Someone asked to choose a new password for the staff account "${options.username}".`,
      'To choose a new password, open this link:',
      options.link,
      '',
      `The link works for ${RESET_LINK_MINUTES} minutes and only once. When you choose a new password, every device signed in to your account is signed out.`,
      '',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ].join('\n'),
    relatedEntity: 'user',
    relatedId: options.userId,
  };
}
