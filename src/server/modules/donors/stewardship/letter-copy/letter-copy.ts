/** What a thank-you letter says about one gift or pledge: every value already formatted. */
export type GiftFacts = {
  amount: string;
  /** The day the gift was received or the pledge made. */
  date: string;
  campaign: string | null;
  /** As the gift records it: one of the CRM's designations or words staff typed. */
  designation: string | null;
};

export type PledgeFacts = GiftFacts & { installmentCount: number };

/**
 * The receipt wording US donors need for a gift of $250 or more (IRS Publication 1771): the
 * organisation's name, the amount and date, and either the statement that nothing was given in
 * return or a description and good-faith estimate of what was. In the donor's language, word for
 * word the same statements: the letter is the donor's tax record whichever language it is in.
 */
export type ReceiptWords = {
  heading: string;
  /** "NovaLearn Institute Group (EIN 12-3456789) received your contribution of $250.00 on …". */
  received: (organisation: string, amount: string, date: string) => string;
  noGoods: string;
  goods: (f: { description: string; value: string; deductible: string }) => string;
  keepThisLetter: string;
  statementReceived: (organisation: string) => string;
  statementSomeGoods: string;
  statementNoGoods: string;
};

/**
 * Every word of the donor letters (thank-you letter, giving statement and their receipts) in one
 * language. en.ts and es.ts are both typed by this, so a text missing in one language is a type
 * error. Names, campaign names and what staff typed are printed as typed.
 */
export type LetterCopy = {
  /** For Intl: dates as the donor writes them. */
  locale: 'en-US' | 'es-US';
  greeting: (firstName: string) => string;
  closing: string;
  /** The PDF's footer on a letter of more than one page. */
  pageOf: (page: number, count: number) => string;
  /** How a gift's designation reads after "for" / "para". */
  designation: (designation: string) => string;
  /** The mail's last line: where to ask for the private "manage my giving" link. */
  manageGiving: (url: string) => string;
  acknowledgment: {
    title: string;
    subject: (kind: 'gift' | 'pledge', organisation: string) => string;
    gift: (f: GiftFacts) => string;
    pledge: (f: PledgeFacts) => string;
    tribute: (kind: 'honour' | 'memory', name: string) => string;
    mission: string;
  };
  /**
   * The mail to someone the donor asked us to tell about a tribute gift (the honoree's family).
   * It names the donor and the honoree, never the amount.
   */
  tributeNotice: {
    subject: (kind: 'honour' | 'memory', honoree: string) => string;
    made: (f: {
      kind: 'honour' | 'memory';
      honoree: string;
      donor: string;
      organisation: string;
    }) => string;
    /** Said only for a gift in memory of someone. */
    condolence: string;
    mission: string;
  };
  statement: {
    title: string;
    subject: (organisation: string) => string;
    range: (from: string, to: string) => string;
    heading: (range: string) => string;
    none: (range: string) => string;
    some: (range: string) => string;
    /** A gift's designation in the list of gifts (after its campaign). */
    designation: (designation: string) => string;
    receivedInReturn: (description: string, value: string) => string;
    total: (amount: string) => string;
  };
  receipt: ReceiptWords;
};
