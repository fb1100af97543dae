/** Said wherever staff see or change the list: the way back is the donor's alone. */
export const ONLY_THE_DONOR_RESUBSCRIBES =
  'Only the donor can subscribe again, with the “Subscribe again” button on the page of the unsubscribe link in their email. Staff cannot.';
