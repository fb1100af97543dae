import type { GiftFacts, LetterCopy } from './letter-copy.ts';

const purpose = (f: GiftFacts) =>
  [f.campaign ? ` to ${f.campaign}` : '', f.designation ? ` for ${f.designation}` : ''].join('');

export const en: LetterCopy = {
  locale: 'en-US',
  greeting: (firstName) => `Dear ${firstName},`,
  closing: 'With gratitude,',
  pageOf: (page, count) => `Page ${page} of ${count}`,
  designation: (designation) => designation,
  manageGiving: (url) =>
    `To see your gifts, download a yearly statement or change a monthly gift, ask for your private link here: ${url}`,
  acknowledgment: {
    title: 'Gift acknowledgment',
    subject: (kind, organisation) => `Thank you for your ${kind} to ${organisation}`,
    gift: (f) => `Thank you for your gift of ${f.amount}${purpose(f)}, received on ${f.date}.`,
    pledge: (f) =>
      `Thank you for your pledge of ${f.amount}${purpose(f)}, made on ${f.date} and to be paid in ${f.installmentCount === 1 ? 'one installment' : `${f.installmentCount} installments`}. We will send a statement of your payments at the end of the year.`,
    tribute: (kind, name) =>
      `Your gift was made ${kind === 'honour' ? 'in honour' : 'in memory'} of ${name}.`,
    mission:
      'Your support helps us build schools where neurodivergent learners thrive in science, technology, engineering and mathematics.',
  },
  tributeNotice: {
    subject: (kind, honoree) =>
      `A gift ${kind === 'honour' ? 'in honour' : 'in memory'} of ${honoree}`,
    made: ({ kind, honoree, donor, organisation }) =>
      `${donor} has made a gift to ${organisation} ${kind === 'honour' ? 'in honour' : 'in memory'} of ${honoree}, and asked us to let you know.`,
    condolence: 'We are sorry for your loss.',
    mission:
      'The gift helps us build schools where neurodivergent learners thrive in science, technology, engineering and mathematics.',
  },
  statement: {
    title: 'Giving statement',
    subject: (organisation) => `Your giving statement from ${organisation}`,
    range: (from, to) => `${from} to ${to}`,
    heading: (range) => `Giving statement: ${range}`,
    none: (range) => `We have no completed gifts from you recorded from ${range}.`,
    some: (range) =>
      `Thank you for your generosity. These are the gifts we received from you from ${range}:`,
    designation: (designation) => designation,
    receivedInReturn: (description, value) =>
      `you received ${description} (estimated value ${value})`,
    total: (amount) => `Total: ${amount}`,
  },
  receipt: {
    heading: 'Receipt for your tax records',
    received: (organisation, amount, date) =>
      `${organisation} received your contribution of ${amount} on ${date}.`,
    noGoods: 'No goods or services were provided in exchange for this contribution.',
    goods: ({ description, value, deductible }) =>
      `In exchange for this contribution you received ${description}, with a good-faith ` +
      `estimated value of ${value}. The amount you may deduct for federal income tax purposes ` +
      `is limited to the contribution above that value: ${deductible}.`,
    keepThisLetter: 'Please keep this letter for your tax records.',
    statementReceived: (organisation) => `${organisation} received the contributions listed above.`,
    statementSomeGoods:
      'Where a gift above names what you received in return, with its good-faith estimated value, you may deduct for federal income tax purposes only the part of that gift above that value. No goods or services were provided in exchange for the other contributions.',
    statementNoGoods: 'No goods or services were provided in exchange for these contributions.',
  },
};
