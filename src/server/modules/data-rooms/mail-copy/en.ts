import type { RoomMailCopy } from './room-mail-copy.ts';

export const en: RoomMailCopy = {
  greeting: (name) => `Hello ${name},`,
  invitation: {
    subject: ({ organisationName, roomName }) =>
      `${organisationName} invited you to the data room "${roomName}"`,
    body: ({ organisationName, roomName, senderName, roomUrl, signingUrl }) => [
      `You are invited to the data room "${roomName}".`,
      `${senderName} sent this invitation. The room belongs to ${organisationName}.`,
      'The room opens after you sign a non-disclosure agreement (NDA). We sent the NDA in a separate email. You can also sign it here:',
      signingUrl,
      'After you sign, open the room here:',
      roomUrl,
      'The room link is only for you. Please do not share it.',
    ],
  },
  ndaTitle: (roomName) => `Non-disclosure agreement for the data room "${roomName}"`,
  ndaPurpose: (roomName) => `Reading the documents of the data room "${roomName}"`,
  ndaSubject: (roomName) => `Please sign: NDA for the data room "${roomName}"`,
  code: {
    subject: (roomName) => `Your code for the data room "${roomName}"`,
    body: ({ code, minutes, roomName }) => [
      `Your code to open the data room "${roomName}" is: ${code}`,
      `It works for ${minutes} minutes, once.`,
      'If you did not ask for a code, you can ignore this email.',
    ],
  },
};
