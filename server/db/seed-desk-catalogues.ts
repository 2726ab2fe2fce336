/**
 * The support desk's seed catalogues: enquiry labels, canned replies and the
 * lines of demo conversations, so the inbox reads like a real one.
 */

type Entry = Readonly<Record<string, string>>;

// Colours dark enough for white chip text (4.5:1) in light and dark themes.
export const enquiryLabelEntries: readonly Entry[] = [
  { name: 'Urgent', color: '#B71C1C' },
  { name: 'Refund', color: '#1B5E20' },
  { name: 'Rider', color: '#0D47A1' },
  { name: 'Merchant', color: '#4A148C' },
  { name: 'VIP', color: '#8D4A00' },
  { name: 'Follow-up', color: '#37474F' },
];

export const cannedReplyEntries: readonly Entry[] = [
  {
    title: 'Thanks, looking into it',
    body: 'Thank you for getting in touch. We are looking into this now and will reply within 24 hours.',
  },
  {
    title: 'Refund issued',
    body: 'We have refunded the amount to your ZFood Pocket. It should show in the app within a few minutes.',
  },
  {
    title: 'Need order number',
    body: 'Could you share the order number (it starts with ORD) so we can check what happened?',
  },
  {
    title: 'Passed to merchant',
    body: 'We have passed your feedback to the restaurant and asked them to follow up with you.',
  },
  {
    title: 'Closing the ticket',
    body: 'We are glad this is sorted. We will close this ticket now; reply here any time if you need more help.',
  },
];

/** What customers write after their first message. */
export const customerFollowUps: readonly string[] = [
  'Any update on this? It has been two days.',
  'Here is the order number: ORD0012345.',
  'Thank you, I received it.',
  'The app still shows the old amount.',
  'I have attached a photo of what arrived.',
  'Can someone call me instead? It is easier.',
];

/** What staff write in seeded threads. */
export const staffReplies: readonly string[] = [
  'Thank you for your patience. We are checking with the restaurant now.',
  'We have refunded the missing item to your Pocket.',
  'Could you confirm the delivery address on the order?',
  'Our rider team has been told; sorry for the trouble.',
  'We have escalated this to our payments team.',
];
