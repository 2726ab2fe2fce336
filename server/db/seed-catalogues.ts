/**
 * Seed values that belong together: a payment method's name, code, type and
 * gateway; a bank and its SWIFT code; an alert's title, message and type.
 * Every field of a seeded row asks with the same row number, so the fields
 * of one row always come from the same catalogue entry; the catalogue
 * repeats when a resource has more rows than entries.
 */

import {
  cannedReplyEntries,
  enquiryEntries,
  enquiryLabelEntries,
} from './seed-desk-catalogues';

type Entry = Readonly<Record<string, string>>;

const paymentMethods: Entry[] = [
  { name: 'Visa / Mastercard', code: 'CARD', type: 'CARD', gateway: 'Adyen' },
  {
    name: "Touch 'n Go eWallet",
    code: 'TNG_EWALLET',
    type: 'E_WALLET',
    gateway: "Touch 'n Go Digital",
  },
  { name: 'GrabPay', code: 'GRABPAY', type: 'E_WALLET', gateway: 'Grab' },
  { name: 'Boost', code: 'BOOST', type: 'E_WALLET', gateway: 'Boost' },
  {
    name: 'FPX Online Banking',
    code: 'FPX',
    type: 'FPX',
    gateway: 'PayNet',
  },
  { name: 'Cash on delivery', code: 'CASH', type: 'CASH', gateway: '' },
  { name: 'ZFood Pocket', code: 'POCKET', type: 'POCKET', gateway: '' },
  {
    name: 'ShopeePay',
    code: 'SHOPEEPAY',
    type: 'E_WALLET',
    gateway: 'ShopeePay',
  },
  {
    name: 'DuitNow QR',
    code: 'DUITNOW_QR',
    type: 'E_WALLET',
    gateway: 'PayNet',
  },
  { name: 'Apple Pay', code: 'APPLE_PAY', type: 'CARD', gateway: 'Adyen' },
  { name: 'Google Pay', code: 'GOOGLE_PAY', type: 'CARD', gateway: 'Adyen' },
  { name: 'American Express', code: 'AMEX', type: 'CARD', gateway: 'iPay88' },
];

const banks: Entry[] = [
  { name: 'Maybank', swift: 'MBBEMYKL' },
  { name: 'CIMB Bank', swift: 'CIBBMYKL' },
  { name: 'Public Bank', swift: 'PBBEMYKL' },
  { name: 'RHB Bank', swift: 'RHBBMYKL' },
  { name: 'Hong Leong Bank', swift: 'HLBBMYKL' },
  { name: 'AmBank', swift: 'ARBKMYKL' },
  { name: 'Bank Islam', swift: 'BIMBMYKL' },
  { name: 'Bank Rakyat', swift: 'BKRMMYKL' },
  { name: 'OCBC Bank', swift: 'OCBCMYKL' },
  { name: 'UOB Malaysia', swift: 'UOVBMYKL' },
  { name: 'HSBC Malaysia', swift: 'HBMBMYKL' },
  { name: 'Alliance Bank', swift: 'MFBBMYKL' },
  { name: 'Affin Bank', swift: 'PHBMMYKL' },
  { name: 'Bank Simpanan Nasional', swift: 'BSNAMYK1' },
  { name: 'Standard Chartered Malaysia', swift: 'SCBLMYKX' },
  { name: 'Citibank Malaysia', swift: 'CITIMYKL' },
  { name: 'Agrobank', swift: 'AGOBMYKL' },
  { name: 'Bank Muamalat', swift: 'BMMBMYKL' },
  { name: 'MBSB Bank', swift: 'AFBQMYKL' },
  { name: 'Al Rajhi Bank Malaysia', swift: 'RJHIMYKL' },
  { name: 'Kuwait Finance House Malaysia', swift: 'KFHOMYKL' },
  { name: 'Bank of China Malaysia', swift: 'BKCHMYKL' },
];

/** `date` is the month and day (MM-DD); the seed puts them in its own years. */
const holidays: Entry[] = [
  {
    name: "New Year's Day",
    date: '01-01',
    scope: 'STATE',
    state: 'KUALA_LUMPUR',
    description:
      'Observed in most states except Johor, Kedah, Kelantan, Perlis and Terengganu.',
  },
  {
    name: 'Thaipusam',
    date: '02-11',
    scope: 'STATE',
    state: 'SELANGOR',
    description: 'Hindu festival; expect road closures around Batu Caves.',
  },
  {
    name: 'Chinese New Year',
    date: '01-29',
    scope: 'NATIONAL',
    description: 'Many Chinese-run outlets close for two to five days.',
  },
  {
    name: 'Chinese New Year (second day)',
    date: '01-30',
    scope: 'NATIONAL',
    description: 'Second day of the Lunar New Year.',
  },
  {
    name: 'Nuzul Al-Quran',
    date: '03-18',
    scope: 'STATE',
    state: 'SELANGOR',
    description: 'Observed in most states.',
  },
  {
    name: 'Hari Raya Aidilfitri',
    date: '03-31',
    scope: 'NATIONAL',
    description:
      'End of Ramadan; peak demand the evening before, many outlets closed on the day.',
  },
  {
    name: 'Hari Raya Aidilfitri (second day)',
    date: '04-01',
    scope: 'NATIONAL',
    description: 'Second day of Hari Raya Aidilfitri.',
  },
  {
    name: 'Labour Day',
    date: '05-01',
    scope: 'NATIONAL',
    description: 'Public holiday nationwide.',
  },
  {
    name: 'Wesak Day',
    date: '05-12',
    scope: 'NATIONAL',
    description: 'Buddhist festival.',
  },
  {
    name: "Agong's Birthday",
    date: '06-02',
    scope: 'NATIONAL',
    description: 'Official birthday of the Yang di-Pertuan Agong.',
  },
  {
    name: 'Hari Raya Haji',
    date: '06-07',
    scope: 'NATIONAL',
    description: 'Festival of Sacrifice.',
  },
  {
    name: 'Awal Muharram',
    date: '06-27',
    scope: 'NATIONAL',
    description: 'Islamic New Year.',
  },
  {
    name: 'Hari Merdeka',
    date: '08-31',
    scope: 'NATIONAL',
    description:
      'National Day; fireworks in Kuala Lumpur, heavy late-night ordering.',
  },
  {
    name: 'Maulidur Rasul',
    date: '09-05',
    scope: 'NATIONAL',
    description: "Prophet Muhammad's birthday.",
  },
  {
    name: 'Malaysia Day',
    date: '09-16',
    scope: 'NATIONAL',
    description: 'Formation of Malaysia.',
  },
  {
    name: 'Deepavali',
    date: '10-20',
    scope: 'STATE',
    state: 'PULAU_PINANG',
    description: 'Festival of lights; observed in every state except Sarawak.',
  },
  {
    name: 'Christmas Day',
    date: '12-25',
    scope: 'NATIONAL',
    description: 'Public holiday nationwide.',
  },
  {
    name: 'Federal Territory Day',
    date: '02-01',
    scope: 'STATE',
    state: 'KUALA_LUMPUR',
    description: 'Kuala Lumpur, Putrajaya and Labuan only.',
  },
  {
    name: "Sultan of Selangor's Birthday",
    date: '12-11',
    scope: 'STATE',
    state: 'SELANGOR',
    description: 'Selangor only.',
  },
  {
    name: 'George Town World Heritage Day',
    date: '07-07',
    scope: 'STATE',
    state: 'PULAU_PINANG',
    description: 'Penang only.',
  },
  {
    name: 'Harvest Festival (Kaamatan)',
    date: '05-30',
    scope: 'STATE',
    state: 'SABAH',
    description: 'Sabah and Labuan only.',
  },
  {
    name: 'Gawai Dayak',
    date: '06-01',
    scope: 'STATE',
    state: 'SARAWAK',
    description: 'Sarawak only.',
  },
  {
    name: 'Melaka Historical City Day',
    date: '05-15',
    scope: 'STATE',
    state: 'MELAKA',
    description: 'Melaka only.',
  },
  {
    name: "Sultan of Johor's Birthday",
    date: '03-23',
    scope: 'STATE',
    state: 'JOHOR',
    description: 'Johor only.',
  },
];

const settings: Entry[] = [
  {
    key: 'orders.auto_cancel_minutes',
    value: '15',
    valueType: 'NUMBER',
    group: 'orders',
    description:
      'Minutes an outlet has to accept an order before it is cancelled and refunded.',
  },
  {
    key: 'orders.max_items_per_order',
    value: '50',
    valueType: 'NUMBER',
    group: 'orders',
    description: 'The most items one order may hold.',
  },
  {
    key: 'orders.allow_scheduled',
    value: 'true',
    valueType: 'BOOLEAN',
    group: 'orders',
    description: 'Whether customers may schedule an order for later today.',
  },
  {
    key: 'delivery.base_fee_sen',
    value: '300',
    valueType: 'NUMBER',
    group: 'delivery',
    description: 'Delivery fee for the first 3 km, in sen.',
  },
  {
    key: 'delivery.fee_per_km_sen',
    value: '80',
    valueType: 'NUMBER',
    group: 'delivery',
    description: 'Delivery fee for each kilometre after the first 3, in sen.',
  },
  {
    key: 'delivery.max_radius_km',
    value: '12',
    valueType: 'NUMBER',
    group: 'delivery',
    description: 'Outlets further than this from the customer are not listed.',
  },
  {
    key: 'tax.service_tax_percent',
    value: '6',
    valueType: 'NUMBER',
    group: 'tax',
    description: 'SST charged on the food subtotal.',
  },
  {
    key: 'payout.minimum_amount_sen',
    value: '5000',
    valueType: 'NUMBER',
    group: 'payout',
    description: 'Settlements below this carry over to the next period.',
  },
  {
    key: 'payout.default_frequency',
    value: 'FORTNIGHTLY',
    valueType: 'STRING',
    group: 'payout',
    description: 'Payout frequency for new outlets.',
  },
  {
    key: 'commission.default_percent',
    value: '15',
    valueType: 'NUMBER',
    group: 'commission',
    description:
      'Commission on the subtotal for merchants without their own rate.',
  },
  {
    key: 'pocket.max_balance_sen',
    value: '150000',
    valueType: 'NUMBER',
    group: 'pocket',
    description:
      'The most a customer Pocket may hold (Bank Negara e-money limit).',
  },
  {
    key: 'pocket.min_top_up_sen',
    value: '1000',
    valueType: 'NUMBER',
    group: 'pocket',
    description: 'Smallest top-up accepted.',
  },
  {
    key: 'pocket.withdrawal_fee_sen',
    value: '0',
    valueType: 'NUMBER',
    group: 'pocket',
    description: 'Fee charged on each Pocket withdrawal to a bank account.',
  },
  {
    key: 'zcoin.earn_rate_percent',
    value: '2',
    valueType: 'NUMBER',
    group: 'zcoin',
    description: 'ZCoins earned per ringgit spent, as a percentage.',
  },
  {
    key: 'zcoin.expiry_days',
    value: '365',
    valueType: 'NUMBER',
    group: 'zcoin',
    description: 'Days after which unused ZCoins expire.',
  },
  {
    key: 'referral.bonus_coins',
    value: '500',
    valueType: 'NUMBER',
    group: 'referral',
    description: 'ZCoins for a customer whose referral places a first order.',
  },
  {
    key: 'support.phone',
    value: '+60327001234',
    valueType: 'STRING',
    group: 'support',
    description: 'Hotline shown in the app and on receipts.',
  },
  {
    key: 'support.email',
    value: 'help@zfood.my',
    valueType: 'STRING',
    group: 'support',
    description: 'Address customer enquiries are answered from.',
  },
  {
    key: 'support.hours',
    value: '{"weekdays":"09:00-22:00","weekends":"10:00-20:00"}',
    valueType: 'JSON',
    group: 'support',
    description: 'Opening hours of the support hotline.',
  },
  {
    key: 'app.min_ios_version',
    value: '3.10.0',
    valueType: 'STRING',
    group: 'app',
    description: 'Older iOS builds are asked to update.',
  },
  {
    key: 'app.min_android_version',
    value: '3.10.0',
    valueType: 'STRING',
    group: 'app',
    description: 'Older Android builds are asked to update.',
  },
  {
    key: 'app.show_halal_badge',
    value: 'true',
    valueType: 'BOOLEAN',
    group: 'app',
    description: 'Show the halal badge on certified outlets.',
  },
  {
    key: 'merchant.auto_accept_orders',
    value: 'false',
    valueType: 'BOOLEAN',
    group: 'merchant',
    description: 'Default for new outlets: accept orders without a tap.',
  },
  {
    key: 'merchant.max_busy_minutes',
    value: '60',
    valueType: 'NUMBER',
    group: 'merchant',
    description: 'Longest an outlet may mark itself busy in one go.',
  },
  {
    key: 'promotions.max_stack',
    value: '1',
    valueType: 'NUMBER',
    group: 'promotions',
    description: 'How many promotions one order may combine.',
  },
  {
    key: 'promotions.new_user_days',
    value: '30',
    valueType: 'NUMBER',
    group: 'promotions',
    description: 'Days a customer counts as new for first-order deals.',
  },
  {
    key: 'notifications.quiet_hours',
    value: '{"from":"22:00","to":"08:00"}',
    valueType: 'JSON',
    group: 'notifications',
    description: 'No marketing push notifications between these times.',
  },
  {
    key: 'notifications.daily_marketing_limit',
    value: '2',
    valueType: 'NUMBER',
    group: 'notifications',
    description: 'Marketing pushes one customer may receive a day.',
  },
  {
    key: 'security.otp_expiry_minutes',
    value: '10',
    valueType: 'NUMBER',
    group: 'security',
    description: 'How long a password-reset code stays valid.',
  },
  {
    key: 'security.max_login_attempts',
    value: '10',
    valueType: 'NUMBER',
    group: 'security',
    description: 'Failed sign-ins before an address must wait 15 minutes.',
  },
];

const alerts: Entry[] = [
  {
    title: 'Outlet offline during opening hours',
    message:
      'The outlet tablet has not connected for 20 minutes while the outlet is open; new orders are queuing.',
    type: 'OUTLET_OFFLINE',
  },
  {
    title: 'Orders waiting over 15 minutes',
    message:
      'Three orders have been waiting for acceptance for more than 15 minutes.',
    type: 'ORDER_DELAYED',
  },
  {
    title: 'Card payments failing',
    message:
      'Card authorisations failed for 12% of orders in the last hour; the gateway reports issuer timeouts.',
    type: 'PAYMENT_FAILURE',
  },
  {
    title: 'Kitchen printer offline',
    message:
      'The kitchen printer stopped answering; tickets are only shown on the tablet.',
    type: 'PRINTER_OFFLINE',
  },
  {
    title: 'High cancellation rate',
    message:
      'The outlet rejected 6 of its last 20 orders, most as out of stock.',
    type: 'HIGH_CANCELLATION_RATE',
  },
  {
    title: 'Settlement job finished late',
    message:
      'The fortnightly settlement run took 42 minutes instead of the usual 8.',
    type: 'SYSTEM',
  },
  {
    title: 'Rider pick-ups delayed',
    message: 'Average pick-up wait rose to 18 minutes over the lunch peak.',
    type: 'ORDER_DELAYED',
  },
  {
    title: 'FPX bank unavailable',
    message:
      'One FPX bank is in maintenance; customers choosing it see an error.',
    type: 'PAYMENT_FAILURE',
  },
];

const notifications: Entry[] = [
  {
    title: 'Your order is on the way',
    body: 'Your rider has picked up your order and is heading to you.',
  },
  {
    title: 'Order delivered',
    body: 'Enjoy your meal! Rate your order to help other customers choose.',
  },
  {
    title: 'Your order was accepted',
    body: 'The outlet is preparing your food now.',
  },
  {
    title: 'Refund credited to your Pocket',
    body: 'The refund for your cancelled order is now in your ZFood Pocket.',
  },
  {
    title: 'You earned ZCoins',
    body: 'ZCoins from your last order were added to your balance.',
  },
  {
    title: 'Free delivery this weekend',
    body: 'Order from any participating outlet on Saturday or Sunday and skip the delivery fee.',
  },
  {
    title: 'Order cancelled by the outlet',
    body: 'Sorry, the outlet could not take your order. You have been refunded in full.',
  },
  {
    title: 'Top-up successful',
    body: 'Your Pocket top-up went through and is ready to spend.',
  },
  {
    title: 'Lunch deals near you',
    body: 'Set meals from RM9.90 until 2pm today.',
  },
  {
    title: 'Verify your email address',
    body: 'Tap to confirm your email and keep your account secure.',
  },
];

/** Promotions and their banners, pop-ups and broadcasts. */
const promotions: Entry[] = [
  {
    title: 'Free delivery all weekend',
    message: 'No delivery fee on orders above RM25 every Saturday and Sunday.',
    code: 'FREEDEL',
    type: 'FREE_DELIVERY',
  },
  {
    title: 'RM5 off your first order',
    message: 'New to ZFood? Take RM5 off your first order of RM20 or more.',
    code: 'NEW',
    type: 'AMOUNT_OFF',
  },
  {
    title: 'Raya Feast: 20% off nasi dishes',
    message:
      'Celebrate with 20% off rendang, nasi minyak and ketupat sets, up to RM15.',
    code: 'RAYA',
    type: 'PERCENT_OFF',
  },
  {
    title: 'Merdeka Special: RM8.31 off',
    message: 'RM8.31 off orders of RM31 and above, to mark Hari Merdeka.',
    code: 'MERDEKA',
    type: 'AMOUNT_OFF',
  },
  {
    title: 'Lunch Rush: 15% off before 2pm',
    message: 'Weekday lunch orders placed before 2pm get 15% off, up to RM10.',
    code: 'LUNCH',
    type: 'PERCENT_OFF',
  },
  {
    title: '10% cashback with Touch n Go',
    message: "Pay with Touch 'n Go eWallet and get 10% back in ZCoins.",
    code: 'TNGCB',
    type: 'CASHBACK',
  },
  {
    title: 'CNY Reunion Bundles',
    message: 'Family-sized yee sang and reunion sets with RM12 off.',
    code: 'CNY',
    type: 'AMOUNT_OFF',
  },
  {
    title: 'Deepavali Sweets Festival',
    message: '20% off murukku, ladoo and other Deepavali sweets.',
    code: 'DEEPAVALI',
    type: 'PERCENT_OFF',
  },
  {
    title: 'Midnight Supper Deals',
    message: 'Mamak favourites at 25% off from 11pm to 3am.',
    code: 'SUPPER',
    type: 'PERCENT_OFF',
  },
  {
    title: 'Teh Tarik Tuesdays',
    message: 'Free delivery on drinks orders every Tuesday.',
    code: 'TEHTARIK',
    type: 'FREE_DELIVERY',
  },
  {
    title: 'Weekend Family Feast',
    message: 'RM10 off orders of RM60 and above on weekends.',
    code: 'FAMILY',
    type: 'AMOUNT_OFF',
  },
  {
    title: 'Pay with FPX, get 5% back',
    message: 'Earn 5% cashback in ZCoins on every FPX payment this month.',
    code: 'FPXCB',
    type: 'CASHBACK',
  },
];

const announcements: Entry[] = [
  {
    title: 'Scheduled maintenance on Sunday 2am to 4am',
    message:
      'Ordering is paused during the upgrade; merchants can still view their reports.',
    tone: 'WARNING',
  },
  {
    title: 'New: pay with DuitNow QR',
    message:
      'Customers can now scan to pay with any DuitNow-enabled banking app.',
    tone: 'INFO',
  },
  {
    title: 'Heavy rain in the Klang Valley',
    message:
      'Deliveries may take longer than usual this evening. Thank you for your patience.',
    tone: 'WARNING',
  },
  {
    title: 'Card payments temporarily unavailable',
    message:
      'Our card gateway is down; please pay with an eWallet, FPX or Pocket for now.',
    tone: 'CRITICAL',
  },
  {
    title: 'Hari Raya operating hours',
    message:
      'Many outlets close for Hari Raya; check an outlet page for its hours.',
    tone: 'INFO',
  },
  {
    title: 'Update to the latest app for faster checkout',
    message: 'Version 3.12 remembers your address and payment method.',
    tone: 'INFO',
  },
];

const devices: Entry[] = [
  { model: 'iPhone 15', platform: 'IOS', os: 'iOS 17.4' },
  { model: 'iPhone 13', platform: 'IOS', os: 'iOS 17.2' },
  { model: 'iPhone 11', platform: 'IOS', os: 'iOS 16.7' },
  { model: 'Samsung Galaxy S24', platform: 'ANDROID', os: 'Android 14' },
  { model: 'Samsung Galaxy A54', platform: 'ANDROID', os: 'Android 14' },
  { model: 'Xiaomi Redmi Note 13', platform: 'ANDROID', os: 'Android 13' },
  { model: 'Oppo Reno 10', platform: 'ANDROID', os: 'Android 13' },
  { model: 'Vivo V29', platform: 'ANDROID', os: 'Android 13' },
  { model: 'Huawei Nova 11', platform: 'HUAWEI', os: 'HarmonyOS 4.0' },
  { model: 'Honor X9b', platform: 'ANDROID', os: 'Android 13' },
  { model: 'Chrome on Windows', platform: 'WEB', os: 'Windows 11' },
  { model: 'Safari on macOS', platform: 'WEB', os: 'macOS 14.4' },
];

const extraCharges: Entry[] = [
  { name: 'Packaging fee', type: 'FIXED' },
  { name: 'Service charge', type: 'PERCENT' },
  { name: 'Small order fee', type: 'FIXED' },
  { name: 'Plastic bag', type: 'FIXED' },
  { name: 'Festive surcharge', type: 'PERCENT' },
];

const printers: Entry[] = [
  { name: 'Front counter', purpose: 'RECEIPT' },
  { name: 'Kitchen', purpose: 'KITCHEN' },
  { name: 'Drinks station', purpose: 'KITCHEN' },
  { name: 'Bag labels', purpose: 'LABEL' },
  { name: 'Grill station', purpose: 'KITCHEN' },
];

const printerLayouts: Entry[] = [
  {
    name: 'Standard receipt',
    purpose: 'RECEIPT',
    template:
      '{{outlet.name}}\n{{order.code}} · {{order.placedAt}}\n{{#lines}}{{quantity}} x {{menuName}}  {{lineTotal}}\n{{/lines}}SST 6%  {{order.serviceTax}}\nTotal  {{order.total}}\n{{outlet.receiptFooter}}',
  },
  {
    name: 'Kitchen ticket',
    purpose: 'KITCHEN',
    template:
      '*** {{order.channel}} ***\n{{order.code}}\n{{#lines}}{{quantity}} x {{menuName}}\n  {{notes}}\n{{/lines}}',
  },
  {
    name: 'Bag label',
    purpose: 'LABEL',
    template: '{{order.code}}\n{{customer.name}}\n{{lines.count}} items',
  },
  {
    name: 'Compact receipt',
    purpose: 'RECEIPT',
    template: '{{order.code}}\nTotal {{order.total}}\nThank you!',
  },
  {
    name: 'Drinks ticket',
    purpose: 'KITCHEN',
    template:
      'DRINKS {{order.code}}\n{{#drinks}}{{quantity}} x {{menuName}}\n{{/drinks}}',
  },
  {
    name: 'Itemised kitchen ticket',
    purpose: 'KITCHEN',
    template:
      '{{order.code}} · {{order.placedAt}}\n{{#lines}}[ ] {{quantity}} x {{menuName}} {{extras}}\n{{/lines}}',
  },
];

const promotionConditions: Entry[] = [
  {
    name: 'Minimum spend',
    subject: 'ORDER_SUBTOTAL',
    description: 'The order subtotal, in sen, before discounts.',
  },
  {
    name: 'Delivery orders only',
    subject: 'ORDER_CHANNEL',
    description: 'How the order reaches the customer.',
  },
  {
    name: 'Payment method',
    subject: 'PAYMENT_METHOD',
    description: 'The payment method code the customer pays with.',
  },
  {
    name: 'First order',
    subject: 'USER_ORDER_COUNT',
    description: 'Completed orders the customer placed before.',
  },
  {
    name: 'Outlet state',
    subject: 'OUTLET_STATE',
    description: 'The state the outlet is in.',
  },
  {
    name: 'Day of the week',
    subject: 'DAY_OF_WEEK',
    description: 'The day the order is placed, Malaysia time.',
  },
  {
    name: 'Large orders',
    subject: 'ORDER_SUBTOTAL',
    description: 'Orders above a subtotal, for family and office deals.',
  },
  {
    name: 'eWallet payments',
    subject: 'PAYMENT_METHOD',
    description: 'Orders paid with an eWallet.',
  },
  {
    name: 'Pickup orders only',
    subject: 'ORDER_CHANNEL',
    description: 'Orders the customer collects.',
  },
  {
    name: 'Returning customers',
    subject: 'USER_ORDER_COUNT',
    description: 'Customers with at least one earlier order.',
  },
  {
    name: 'Weekend only',
    subject: 'DAY_OF_WEEK',
    description: 'Saturday and Sunday.',
  },
  {
    name: 'Klang Valley outlets',
    subject: 'OUTLET_STATE',
    description: 'Outlets in Kuala Lumpur, Selangor and Putrajaya.',
  },
];

const transactions: Entry[] = [
  { type: 'PAYMENT', description: 'Payment for a food order' },
  { type: 'PAYMENT', description: 'Payment for a food order' },
  { type: 'PAYMENT', description: 'Payment for a food order' },
  { type: 'REFUND', description: 'Refund of a cancelled order' },
  { type: 'TOP_UP', description: 'Pocket top-up' },
  { type: 'WITHDRAWAL', description: 'Pocket withdrawal to a bank account' },
  { type: 'PAYOUT', description: 'Settlement payout to a merchant' },
];

const zcoinMovements: Entry[] = [
  { type: 'EARN', description: 'Earned on an order' },
  { type: 'EARN', description: 'Earned on an order' },
  { type: 'REDEEM', description: 'Redeemed at checkout' },
  { type: 'ADJUST', description: 'Goodwill coins for a late order' },
  { type: 'EXPIRE', description: 'Expired after 12 months' },
];

const appReleases: Entry[] = [
  {
    platform: 'IOS',
    storeUrl: 'https://apps.apple.com/my/app/zfood/id1488011122',
    releaseNotes:
      'Faster checkout: your last address and payment method are remembered.',
  },
  {
    platform: 'ANDROID',
    storeUrl: 'https://play.google.com/store/apps/details?id=my.zfood.app',
    releaseNotes:
      'Pay with DuitNow QR. Fixes a crash when adding a note to an item.',
  },
  {
    platform: 'HUAWEI',
    storeUrl: 'https://appgallery.huawei.com/app/C104729381',
    releaseNotes: 'Order tracking now shows your rider on the map.',
  },
  {
    platform: 'WEB',
    storeUrl: 'https://order.zfood.my',
    releaseNotes: 'Reorder a past order in one tap from the Orders page.',
  },
];

/** Attachments live in the platform's file store; these are its addresses. */
const attachments: Entry[] = [
  ['IMG_20250314_193201.jpg', 'image/jpeg'],
  ['receipt.png', 'image/png'],
  ['Screenshot_2025-03-02-12-41-09.png', 'image/png'],
  ['cold-food.jpg', 'image/jpeg'],
  ['bank-statement.pdf', 'application/pdf'],
].map(([fileName = '', contentType = ''], i) => ({
  fileName,
  contentType,
  url: `https://files.zfood.my/enquiries/${1000 + i}/${fileName}`,
}));

/** Neighbourhoods with their city, state, postcode and centre: an address that agrees with itself. */
const places: Entry[] = [
  [
    'Bangsar',
    'Jalan Telawi',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '59100',
    '3.1319',
    '101.6714',
  ],
  [
    'Mont Kiara',
    'Jalan Kiara',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '50480',
    '3.1708',
    '101.6509',
  ],
  [
    'Damansara Utama',
    'Jalan SS 21/37',
    'Petaling Jaya',
    'SELANGOR',
    '47400',
    '3.1370',
    '101.6224',
  ],
  [
    'SS2',
    'Jalan SS 2/64',
    'Petaling Jaya',
    'SELANGOR',
    '47300',
    '3.1185',
    '101.6206',
  ],
  [
    'Bukit Bintang',
    'Jalan Alor',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '50200',
    '3.1457',
    '101.7088',
  ],
  [
    'Cheras',
    'Jalan Cerdas',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '56100',
    '3.0870',
    '101.7436',
  ],
  [
    'Setapak',
    'Jalan Genting Kelang',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '53300',
    '3.1985',
    '101.7123',
  ],
  [
    'Puchong',
    'Jalan Kenari',
    'Puchong',
    'SELANGOR',
    '47100',
    '3.0265',
    '101.6180',
  ],
  [
    'SS15',
    'Jalan SS 15/4',
    'Subang Jaya',
    'SELANGOR',
    '47500',
    '3.0757',
    '101.5885',
  ],
  [
    'Seksyen 13',
    'Jalan Kristal 13/5',
    'Shah Alam',
    'SELANGOR',
    '40100',
    '3.0813',
    '101.5400',
  ],
  [
    'Taman Tun Dr Ismail',
    'Jalan Burhanuddin Helmi',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '60000',
    '3.1467',
    '101.6296',
  ],
  [
    'Kepong',
    'Jalan Metro Perdana',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '52100',
    '3.2136',
    '101.6364',
  ],
  [
    'Presint 8',
    'Jalan P8',
    'Putrajaya',
    'PUTRAJAYA',
    '62250',
    '2.9320',
    '101.6810',
  ],
  [
    'Cyber 10',
    'Persiaran Multimedia',
    'Cyberjaya',
    'SELANGOR',
    '63000',
    '2.9213',
    '101.6559',
  ],
  [
    'Ampang',
    'Jalan Ampang Utama',
    'Ampang',
    'SELANGOR',
    '68000',
    '3.1580',
    '101.7610',
  ],
  [
    'Sri Petaling',
    'Jalan Radin Bagus',
    'Kuala Lumpur',
    'KUALA_LUMPUR',
    '57000',
    '3.0691',
    '101.6907',
  ],
  [
    'Gurney Drive',
    'Persiaran Gurney',
    'George Town',
    'PULAU_PINANG',
    '10250',
    '5.4380',
    '100.3090',
  ],
  [
    'Greenlane',
    'Jalan Masjid Negeri',
    'George Town',
    'PULAU_PINANG',
    '11600',
    '5.3930',
    '100.3100',
  ],
  [
    'Ipoh Garden',
    'Jalan Sultan Azlan Shah',
    'Ipoh',
    'PERAK',
    '31400',
    '4.6140',
    '101.1160',
  ],
  [
    'Taman Molek',
    'Jalan Molek 1',
    'Johor Bahru',
    'JOHOR',
    '81100',
    '1.5260',
    '103.7900',
  ],
  [
    'Bandar Hilir',
    'Jalan Taman Merdeka',
    'Melaka',
    'MELAKA',
    '75000',
    '2.1900',
    '102.2500',
  ],
  [
    'Tanjung Aru',
    'Jalan Mat Salleh',
    'Kota Kinabalu',
    'SABAH',
    '88100',
    '5.9510',
    '116.0490',
  ],
].map(
  ([
    area = '',
    road = '',
    city = '',
    state = '',
    postcode = '',
    lat = '',
    lng = '',
  ]) => ({
    area,
    road,
    city,
    state,
    postcode,
    lat,
    lng,
  }),
);

/** Dishes with the menu category they belong in and their usual price in sen. */
const dishes: Entry[] = [
  [
    'Nasi Lemak Ayam Goreng',
    'Rice',
    '1290',
    'Coconut rice with fried chicken, sambal, a fried egg, peanuts and anchovies.',
  ],
  [
    'Nasi Lemak Rendang',
    'Rice',
    '1490',
    'Coconut rice with slow-cooked beef rendang and sambal.',
  ],
  [
    'Nasi Kandar',
    'Rice',
    '1390',
    'Steamed rice flooded with mixed curries, fried chicken and vegetables.',
  ],
  [
    'Nasi Ayam Hainan',
    'Rice',
    '1090',
    'Poached chicken on rice cooked in chicken stock, with chilli and ginger.',
  ],
  [
    'Nasi Kerabu',
    'Rice',
    '1190',
    'Blue rice with herbs, salted egg, fish crackers and budu.',
  ],
  [
    'Nasi Goreng Kampung',
    'Rice',
    '990',
    'Village-style fried rice with anchovies, kangkung and bird’s-eye chilli.',
  ],
  [
    'Nasi Goreng Pattaya',
    'Rice',
    '1090',
    'Chicken fried rice wrapped in a thin omelette.',
  ],
  [
    'Claypot Chicken Rice',
    'Rice',
    '1590',
    'Rice, chicken and lap cheong cooked in a claypot over charcoal.',
  ],
  [
    'Banana Leaf Rice',
    'Rice',
    '1290',
    'Rice on a banana leaf with three vegetables, papadom and your choice of curry.',
  ],
  [
    'Mee Goreng Mamak',
    'Noodles',
    '890',
    'Fried yellow noodles with tofu, potato, egg and sweet chilli.',
  ],
  [
    'Char Kuey Teow',
    'Noodles',
    '1190',
    'Flat rice noodles wok-fried with prawns, cockles, egg and bean sprouts.',
  ],
  [
    'Laksa Penang',
    'Noodles',
    '1090',
    'Sour tamarind fish broth with thick rice noodles, pineapple and mint.',
  ],
  [
    'Curry Laksa',
    'Noodles',
    '1190',
    'Rich coconut curry broth with noodles, tofu puffs and chicken.',
  ],
  [
    'Wantan Mee',
    'Noodles',
    '950',
    'Springy egg noodles with char siu and prawn dumplings.',
  ],
  [
    'Hokkien Mee',
    'Noodles',
    '1190',
    'Thick noodles braised in dark soy with pork and prawns.',
  ],
  [
    'Mee Rebus',
    'Noodles',
    '850',
    'Yellow noodles in a thick sweet potato gravy.',
  ],
  [
    'Pan Mee',
    'Noodles',
    '990',
    'Hand-torn noodles in anchovy broth with minced pork and mushrooms.',
  ],
  ['Roti Canai', 'Breads', '250', 'Flaky flatbread with dhal and fish curry.'],
  ['Roti Telur Bawang', 'Breads', '400', 'Roti canai with egg and onion.'],
  [
    'Thosai Masala',
    'Breads',
    '590',
    'Crisp rice-and-lentil crepe filled with spiced potato.',
  ],
  ['Chapati Set', 'Breads', '690', 'Two chapati with dhal and chicken curry.'],
  [
    'Murtabak Ayam',
    'Breads',
    '1190',
    'Stuffed pan-fried bread with minced chicken, egg and onion.',
  ],
  [
    'Tom Yam Campur',
    'Soups',
    '1590',
    'Hot and sour Thai soup with prawns, squid and chicken.',
  ],
  [
    'Bak Kut Teh',
    'Soups',
    '1890',
    'Pork ribs in a peppery herbal broth, with rice and you tiao.',
  ],
  [
    'Yong Tau Foo',
    'Soups',
    '1090',
    'Tofu and vegetables stuffed with fish paste, in clear soup.',
  ],
  [
    'Satay Ayam (10 sticks)',
    'Grills',
    '1500',
    'Chargrilled chicken skewers with peanut sauce, cucumber and ketupat.',
  ],
  [
    'Ayam Percik',
    'Grills',
    '1390',
    'Grilled chicken basted in spiced coconut gravy.',
  ],
  ['Pisang Goreng', 'Snacks', '500', 'Crispy fried bananas.'],
  [
    'Dim Sum Platter',
    'Snacks',
    '1690',
    'Har gow, siu mai, char siu bao and egg tarts.',
  ],
  [
    'Cendol Durian',
    'Desserts',
    '790',
    'Shaved ice, pandan jelly, palm sugar, coconut milk and durian.',
  ],
  [
    'ABC Special',
    'Desserts',
    '690',
    'Shaved ice with red beans, corn, jelly and evaporated milk.',
  ],
  ['Kuih Lapis', 'Desserts', '450', 'Steamed layered rice cake.'],
  ['Teh Tarik', 'Drinks', '280', 'Pulled milk tea.'],
  ['Kopi O Ais', 'Drinks', '250', 'Iced black coffee with sugar.'],
  ['Milo Dinosaur', 'Drinks', '650', 'Iced Milo heaped with more Milo powder.'],
  [
    'Sirap Bandung',
    'Drinks',
    '350',
    'Rose syrup with evaporated milk, over ice.',
  ],
  [
    'Chicken Rice Set',
    'Set Meals',
    '1190',
    'Roast chicken rice with soup and a drink.',
  ],
  [
    'Ayam Penyet',
    'Set Meals',
    '1390',
    'Smashed fried chicken with sambal, tempeh, tofu and rice.',
  ],
  [
    'Lontong',
    'Set Meals',
    '890',
    'Rice cakes in vegetable coconut gravy with sambal and egg.',
  ],
  [
    'Keropok Lekor',
    'Sides',
    '600',
    'Terengganu fish sausage with chilli sauce.',
  ],
].map(([name = '', category = '', price = '', description = '']) => ({
  name,
  category,
  price,
  description,
}));

const catalogues: Readonly<Record<string, readonly Entry[]>> = {
  'payment-method': paymentMethods,
  bank: banks,
  holiday: holidays,
  setting: settings,
  alert: alerts,
  notification: notifications,
  promo: promotions,
  announcement: announcements,
  enquiry: enquiryEntries,
  'enquiry-label': enquiryLabelEntries,
  'canned-reply': cannedReplyEntries,
  device: devices,
  'extra-charge': extraCharges,
  printer: printers,
  'printer-layout': printerLayouts,
  'promo-condition': promotionConditions,
  transaction: transactions,
  zcoin: zcoinMovements,
  'app-release': appReleases,
  attachment: attachments,
  place: places,
  dish: dishes,
};

/**
 * The `column` of row `n`'s entry of a catalogue hint `catalogue.column`
 * (`'payment-method.code'`): a string, null where the entry has no value
 * (cash has no gateway), or undefined when the hint names no catalogue.
 */
export function catalogueValue(
  hint: string,
  n: number,
): string | null | undefined {
  const dot = hint.indexOf('.');
  const entries = dot < 0 ? undefined : catalogues[hint.slice(0, dot)];
  if (!entries || entries.length === 0) return undefined;
  const value = entries[(n - 1) % entries.length]?.[hint.slice(dot + 1)];
  return value === undefined || value === '' ? null : value;
}

/** How many entries a catalogue has (`'holiday'`), so a date can move on a year when they run out. */
export function catalogueSize(catalogue: string): number {
  return catalogues[catalogue]?.length ?? 0;
}
