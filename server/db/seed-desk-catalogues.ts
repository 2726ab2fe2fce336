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

/**
 * A kind of enquiry and the conversation it becomes: the customer's first
 * message, then staff and customer in turn: staff ask or acknowledge, the
 * customer answers, staff put it right, the customer thanks them, staff
 * close. Every line is about this topic, so a thread reads as one.
 */
export interface EnquiryTopic {
  subject: string;
  message: string;
  category: string;
  /** Staff, customer, staff (who settles it), customer, staff. */
  thread: readonly [string, string, string, string, string];
  /** What the customer writes again while nobody has answered. */
  chaser: string;
  /** What the staff member who resolved it wrote as the resolution. */
  resolution: string;
  /** Whether it is about one of the customer's orders. */
  aboutAnOrder: boolean;
}

export const enquiryTopics: readonly EnquiryTopic[] = [
  {
    subject: 'Missing drink in my order',
    message:
      'I ordered two teh tarik but only one came with my order. Please refund the missing drink.',
    category: 'ORDER',
    thread: [
      'Sorry one teh tarik was missing. Was the second cup on the receipt stapled to the bag?',
      'Yes, the receipt lists two teh tarik but the bag only had one cup.',
      'Thank you. The outlet confirmed they left one teh tarik out, so we have refunded it to your ZFood Pocket.',
      'I can see the teh tarik refund in my Pocket now, thanks.',
      'Glad the missing drink is sorted. We are closing this ticket; reply here if anything else was wrong with the order.',
    ],
    chaser: 'Hello? Still waiting to hear about my missing teh tarik.',
    resolution:
      'Refunded the missing teh tarik to the Pocket; outlet reminded to check drinks.',
    aboutAnOrder: true,
  },
  {
    subject: 'Food arrived cold',
    message:
      'The order took over an hour and the nasi lemak was cold when it arrived.',
    category: 'ORDER',
    thread: [
      'We are sorry your nasi lemak arrived cold. Did the rider collect it late, or was it held up on the way?',
      'The app showed it ready for 30 minutes before the rider picked it up.',
      'We found the rider was assigned late. We have refunded the delivery fee and added a RM5 voucher for the cold meal.',
      'Received the delivery fee and the voucher. Thank you for checking.',
      'Thank you for letting us know about the late pickup. We are closing this ticket now.',
    ],
    chaser: 'Any news about my cold nasi lemak? Nobody has replied yet.',
    resolution:
      'Rider assigned late; delivery fee refunded and RM5 voucher given.',
    aboutAnOrder: true,
  },
  {
    subject: 'Charged twice for one order',
    message:
      'My card statement shows the same amount twice for one order. Please check and refund one charge.',
    category: 'PAYMENT',
    thread: [
      'Sorry about the double charge. Could you tell us the last four digits of the card that was charged twice?',
      'It is the Visa ending 4821. Both charges are dated the same day.',
      'Our payments team found the duplicate charge on the card ending 4821 and reversed it. Your bank may take 3 to 5 working days to show it.',
      'The second charge has dropped off my card statement today. Thanks.',
      'Thanks for confirming the duplicate charge is gone. We are closing this ticket now.',
    ],
    chaser:
      'Still two charges on my card for the same order. Can someone check?',
    resolution: 'Duplicate card charge reversed by the payments team.',
    aboutAnOrder: true,
  },
  {
    subject: 'Refund not received yet',
    message:
      'My order was cancelled three days ago and the refund is not in my Pocket.',
    category: 'REFUND',
    thread: [
      'Sorry the refund has not reached you. Did you pay for the cancelled order with your Pocket or by card?',
      'I paid from my Pocket, and the balance has not gone back up.',
      'The refund for the cancelled order was stuck in our queue. We have released it to your Pocket just now.',
      'My Pocket balance is back up now. Thank you.',
      'Good to hear the refund arrived. We are closing this ticket; reply here if the balance changes again.',
    ],
    chaser: 'Still no refund in my Pocket. Please help.',
    resolution: 'Stuck Pocket refund for the cancelled order released.',
    aboutAnOrder: true,
  },
  {
    subject: 'Cannot change my phone number',
    message: 'The app says my new number is already in use, but it is mine.',
    category: 'ACCOUNT',
    thread: [
      'We can help move your number. Did you ever sign up for a second ZFood account with the new number?',
      'Maybe years ago, with my old email. I do not use that account.',
      'We found the old account holding your new number and released the number from it. You can change it in Profile now.',
      'Done, the app accepted my new number this time. Thanks.',
      'Great that your new number is saved. We are closing this ticket now.',
    ],
    chaser:
      'I still cannot save my new phone number. Is anyone looking at this?',
    resolution:
      'Number released from an unused old account; customer changed it.',
    aboutAnOrder: false,
  },
  {
    subject: 'Outlet closed but still taking orders',
    message:
      'The outlet was closed when the rider arrived, but the app let me order.',
    category: 'MERCHANT',
    thread: [
      'Sorry the outlet was shut. Was its shop front closed, or did the staff turn the rider away?',
      'The shutters were down. The rider sent me a photo of the closed shop.',
      'The outlet forgot to pause ordering on a public holiday. We have refunded the order and asked them to set their holiday hours.',
      'I got the refund for the closed outlet. Thanks for sorting it.',
      'Thank you for the photo of the closed shop. We are closing this ticket now.',
    ],
    chaser: 'Nobody has replied about the closed outlet that took my money.',
    resolution: 'Order refunded; outlet asked to set its holiday hours.',
    aboutAnOrder: true,
  },
  {
    subject: 'Promo code did not apply',
    message:
      'The RAYA code shows as valid but no discount appeared at checkout.',
    category: 'PAYMENT',
    thread: [
      'Sorry the RAYA code did not give you the discount. Was your basket over the RM30 minimum spend before delivery?',
      'It was RM34 before delivery, so it should have worked.',
      'You are right: the RAYA code was wrongly limited to one outlet. We have credited the discount to your Pocket.',
      'The RAYA discount is in my Pocket now. Thank you.',
      'Glad the promo is sorted. We are closing this ticket now.',
    ],
    chaser: 'Any reply about the RAYA code? It still does not apply.',
    resolution:
      'RAYA code set up for one outlet only; discount credited to the Pocket.',
    aboutAnOrder: true,
  },
  {
    subject: 'App crashes at checkout',
    message: 'The app closes every time I tap Place order on my phone.',
    category: 'APP',
    thread: [
      'Sorry the app closes at checkout. Which phone and app version are you on (Profile, About)?',
      'Samsung Galaxy A54, app version 3.11.2.',
      'Version 3.11.2 has a checkout crash on some Samsung phones. Version 3.12.0 fixes it: please update from the Play Store.',
      'Updated to 3.12.0 and the order went through. Thanks.',
      'Thank you for the phone details, they helped us find the crash. We are closing this ticket now.',
    ],
    chaser: 'The app still crashes every time I try to pay. Any fix?',
    resolution:
      'Known crash in 3.11.2 on Samsung phones; fixed by updating to 3.12.0.',
    aboutAnOrder: false,
  },
  {
    subject: 'Wrong items delivered',
    message:
      'I received someone else’s order: mee goreng instead of char kuey teow.',
    category: 'ORDER',
    thread: [
      'Sorry you got mee goreng instead of your char kuey teow. Whose name is on the label on the bag?',
      'The label has another customer’s name on it, not mine.',
      'The outlet swapped two bags. We have refunded your char kuey teow in full; please keep the mee goreng.',
      'Received the refund for the char kuey teow. Thank you.',
      'Thank you for checking the label for us. We are closing this ticket now.',
    ],
    chaser: 'Still waiting for help with the wrong order I received.',
    resolution: 'Outlet swapped two bags; char kuey teow refunded in full.',
    aboutAnOrder: true,
  },
  {
    subject: 'Rider could not find my address',
    message:
      'The rider called three times and then cancelled. The pin on the map was correct.',
    category: 'OTHER',
    thread: [
      'Sorry the rider could not find you. Is your unit in a condominium with a separate entrance for deliveries?',
      'Yes, riders have to use the side gate on Jalan 3, not the main entrance.',
      'We have added the side gate to your saved address so riders see it, and refunded the cancelled order.',
      'My saved address shows the side gate now. Thanks for the refund too.',
      'Thank you for the directions to your side gate. We are closing this ticket now.',
    ],
    chaser: 'Hello? The rider cancelled again and nobody answered me here.',
    resolution:
      'Side-gate directions added to the saved address; cancelled order refunded.',
    aboutAnOrder: true,
  },
];

/** The topics as the `enquiry` seed catalogue: a row's subject, message and category agree. */
export const enquiryEntries: readonly Entry[] = enquiryTopics.map(
  ({ subject, message, category }) => ({ subject, message, category }),
);
