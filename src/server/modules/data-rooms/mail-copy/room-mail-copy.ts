/** The words of a data room's mails (ADR 049), one set per language of the member. */
export type RoomMailCopy = {
  greeting: (name: string) => string;
  invitation: {
    subject: (facts: { organisationName: string; roomName: string }) => string;
    body: (facts: {
      organisationName: string;
      roomName: string;
      senderName: string;
      roomUrl: string;
      signingUrl: string;
    }) => string[];
  };
  /** The NDA's title and the signing mail's subject, for this member. */
  ndaTitle: (roomName: string) => string;
  ndaSubject: (roomName: string) => string;
  ndaPurpose: (roomName: string) => string;
  code: {
    subject: (roomName: string) => string;
    body: (facts: { code: string; minutes: number; roomName: string }) => string[];
  };
};
