import { journeyChips, journeyValues, media, type ReplyItem, type Say, uploadCancelTrigger, uploadTrigger } from './scos-items';

/** The scripted journeys of the demo bot; each returns the items of one reply. */

const contact = { email: 'service@example.com', phone: '+49 30 1234567' };
export const orderNumber = '4711';

export const welcome = (say: Say, testMode: boolean): ReplyItem[] => [
  {
    type: 'TEXT',
    message: say('Hello! I am the Studio demo assistant. How can I help?', 'Hallo! Ich bin der Demo-Assistent des Studios. Wie kann ich helfen?') +
      (testMode ? say(' (test mode)', ' (Testmodus)') : ''),
    chips: journeyChips(say),
  },
];

export const orderStatus = (say: Say): ReplyItem[] => [
  {
    type: 'TEXT',
    message: say(`Your order **#${orderNumber}** has been shipped and arrives tomorrow.`, `Ihre Bestellung **#${orderNumber}** ist unterwegs und kommt morgen an.`),
    chips: [
      { label: say('Track the parcel', 'Sendung verfolgen'), value: journeyValues.track },
      { label: say('Product suggestions', 'Produktvorschläge'), value: journeyValues.products },
    ],
    quickReplies: [{ label: say('Thanks, that is all', 'Danke, das war alles'), value: 'thanks' }],
  },
  {
    type: 'BUTTON_LIST',
    message: say('What would you like to do?', 'Was möchten Sie tun?'),
    data: {
      buttons: [
        { type: 'ACTION', label: say('Track the parcel', 'Sendung verfolgen'), value: journeyValues.track },
        { type: 'POSTBACK', label: say('Cancel the order', 'Bestellung stornieren'), value: journeyValues.cancelOrder, sitData: { orderId: orderNumber } },
        { type: 'URL', label: say('Open the order page', 'Bestellseite öffnen'), value: `https://shop.example.com/orders/${orderNumber}`, target: '_blank' },
        { type: 'EMAIL', label: say('Write to us', 'Schreiben Sie uns'), value: contact.email },
        { type: 'PHONE', label: say('Call us', 'Rufen Sie uns an'), value: contact.phone },
        { type: 'POSTBACK', label: say('Copy the order number', 'Bestellnummer kopieren'), value: `clipboard:${orderNumber}` },
      ],
    },
  },
];

export const tracking = (say: Say): ReplyItem[] => [
  { type: 'MEDIA', data: { type: 'IMAGE', source: media('order.svg'), altText: say(`Parcel of order ${orderNumber}`, `Paket der Bestellung ${orderNumber}`) } },
  { type: 'TEXT', message: say('The parcel is at the local depot.', 'Das Paket ist im Verteilzentrum vor Ort.'), chips: journeyChips(say).slice(1, 3) },
];

/** Answers the postback whose button carried `sitData: {orderId}`: proves the data came back. */
export const cancellation = (say: Say, orderId: unknown): ReplyItem[] =>
  typeof orderId === 'string'
    ? [{ type: 'TEXT', message: say(`The cancellation of order #${orderId} is requested.`, `Die Stornierung der Bestellung #${orderId} ist beantragt.`) }]
    : [{ type: 'TEXT', message: say('Which order should I cancel?', 'Welche Bestellung soll ich stornieren?'), data: { textIsFallback: true }, chips: journeyChips(say) }];

const products = (say: Say) => [
  { name: 'Studio Phone', image: 'product-1.svg', price: '499 €', alt: say('A blue phone', 'Ein blaues Telefon') },
  { name: 'Studio Tablet', image: 'product-2.svg', price: '699 €', alt: say('A green tablet', 'Ein grünes Tablet') },
  { name: 'Studio Watch', image: 'product-3.svg', price: '249 €', alt: say('A yellow watch', 'Eine gelbe Uhr') },
  { name: 'Studio Buds', image: 'product-4.svg', price: '129 €', alt: say('Purple earbuds', 'Lila Ohrhörer') },
];

export const suggestions = (say: Say): ReplyItem[] => [
  {
    type: 'CARD',
    data: {
      items: products(say).map((product) => ({
        image: media(product.image),
        title: product.name,
        subtitle: product.price,
        description: say(`Our ${product.name}, ready to ship.`, `Unser ${product.name}, sofort lieferbar.`),
        buttons: [
          { type: 'POSTBACK', label: say('Reserve', 'Reservieren'), value: `reserve ${product.name}` },
          { type: 'URL', label: say('Details', 'Details'), value: `https://shop.example.com/p/${product.image.replace('.svg', '')}`, target: '_blank' },
        ],
      })),
    },
    chips: [{ label: say('Show as a list', 'Als Liste zeigen'), value: 'product-list' }],
  },
];

export const productList = (say: Say): ReplyItem[] => [
  {
    type: 'LIST',
    data: {
      largeTopItem: true,
      items: products(say).map((product) => ({
        title: product.name,
        subtitle: product.price,
        imageUrl: media(product.image),
        imageAltText: product.alt,
        defaultActionUrl: `https://shop.example.com/p/${product.image.replace('.svg', '')}`,
        buttons: [{ type: 'POSTBACK', label: say('Reserve', 'Reservieren'), value: `reserve ${product.name}` }],
      })),
      button: { type: 'URL', label: say('All products', 'Alle Produkte'), value: 'https://shop.example.com/products', target: '_blank' },
    },
  },
  {
    type: 'PRODUCT_LIST',
    data: {
      items: products(say).slice(0, 2).map((product) => ({ title: product.name, subtitle: product.price, imageUrl: media(product.image), imageAltText: product.alt })),
    },
  },
];

/** The configured video site's embed (offline it shows its fallback link) and the bot's own audio. */
export const videoSiteEmbed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

export const howTo = (say: Say): ReplyItem[] => [
  { type: 'MEDIA', data: { type: 'VIDEO', source: `${videoSiteEmbed}?autoplay=1&muted=1`, altText: say('How to set up your phone (video)', 'So richten Sie Ihr Telefon ein (Video)') } },
  { type: 'MEDIA', data: { type: 'AUDIO', source: `${media('chime.wav')}?loop=1&autoplay=0&muted=0`, altText: say('The set-up chime', 'Der Einrichtungston') } },
  { type: 'MEDIA', data: { type: 'IMAGE', source: media('how-to.svg'), altText: say('The set-up steps', 'Die Einrichtungsschritte') }, chips: journeyChips(say).slice(0, 2) },
];

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function booking(say: Say, today: Date): ReplyItem[] {
  const day = (offset: number) => isoDay(new Date(today.getTime() + offset * 86_400_000));
  return [
    { type: 'TEXT', message: say('When would you like to come in?', 'Wann möchten Sie vorbeikommen?') },
    { type: 'DATE_PICKER', message: say('Pick a day', 'Wählen Sie einen Tag'), data: { defaultDate: day(1), minDate: day(1), maxDate: day(60), submitButtonText: say('Book', 'Buchen') } },
  ];
}

/** A calendar day as the studio shows dates in each language (numeric, two digits): 03/10/26, 10.03.26. */
const shownDay = (iso: string, locale: 'en-US' | 'de-DE') =>
  new Intl.DateTimeFormat(locale, { year: '2-digit', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** A date the user picked: booked when in the window the picker offered, refused otherwise. */
export function booked(say: Say, value: string, today: Date): ReplyItem[] {
  const first = isoDay(new Date(today.getTime() + 86_400_000));
  const last = isoDay(new Date(today.getTime() + 60 * 86_400_000));
  const day = (iso: string) => say(shownDay(iso, 'en-US'), shownDay(iso, 'de-DE'));
  if (value < first || value > last) {
    return [{ type: 'TEXT', message: say(`Please pick a day between ${day(first)} and ${day(last)}.`, `Bitte wählen Sie einen Tag zwischen ${day(first)} und ${day(last)}.`), data: { textIsFallback: true } }];
  }
  return [{ type: 'TEXT', message: say(`Your appointment on ${day(value)} is booked.`, `Ihr Termin am ${day(value)} ist gebucht.`), chips: journeyChips(say).slice(0, 1) }];
}

export const uploadInvitation = (say: Say): ReplyItem[] => [
  { type: 'TEXT', message: say('Please choose the document to send us.', 'Bitte wählen Sie das Dokument, das Sie uns senden möchten.'), data: { execTrigger: { type: 'upload', data: { action: 'init' } } } },
  {
    type: 'BUTTON_LIST',
    message: say('Changed your mind?', 'Doch nicht?'),
    data: {
      buttons: [
        { type: 'POSTBACK', label: say('Choose another file', 'Andere Datei wählen'), value: `${uploadTrigger}:document` },
        { type: 'POSTBACK', label: say('Cancel the upload', 'Hochladen abbrechen'), value: uploadCancelTrigger },
      ],
    },
  },
];

export const uploadCancelled = (say: Say): ReplyItem[] => [
  { type: 'TEXT', message: say('All right, no upload.', 'In Ordnung, kein Hochladen.'), data: { execTrigger: { type: 'upload', data: { action: 'cancel' } } }, chips: journeyChips(say) },
];

export const documentsReceived = (say: Say, count: number): ReplyItem[] => [
  { type: 'TEXT', message: say(`Thank you, I have ${count} document(s) for this chat.`, `Danke, ich habe ${count} Dokument(e) zu diesem Chat.`), chips: journeyChips(say).slice(0, 3) },
];

export const dataOnly = (say: Say): ReplyItem[] => [
  { type: 'DATA_ONLY', data: { orderId: orderNumber, status: 'SHIPPED', carrier: 'DHL' } },
  { type: 'TEXT', message: say('I sent the order data to the page (a DATA_ONLY item shows nothing).', 'Ich habe die Bestelldaten an die Seite geschickt (ein DATA_ONLY-Element zeigt nichts an).') },
];

export const handover = (say: Say): ReplyItem[] => [
  {
    type: 'BUTTON_LIST',
    message: say('A colleague will contact you. You can also reach us directly:', 'Eine Kollegin oder ein Kollege meldet sich bei Ihnen. Sie erreichen uns auch direkt:'),
    data: {
      buttons: [
        { type: 'EMAIL', label: say('Email', 'E-Mail'), value: contact.email },
        { type: 'PHONE', label: say('Phone', 'Telefon'), value: contact.phone },
      ],
    },
  },
];

/** For demonstrating the studio's refusals: each item carries something it must not run or show. */
export const safetyCheck = (say: Say): ReplyItem[] => [
  {
    type: 'BUTTON_LIST',
    message: say('These buttons are unsafe:', 'Diese Schaltflächen sind unsicher:'),
    data: {
      buttons: [
        { type: 'URL', label: say('Run a script', 'Skript ausführen'), value: 'javascript:alert(document.domain)' },
        // Shows the shop's name, opens another host (user information in the address).
        { type: 'URL', label: say('Your shop account', 'Ihr Shop-Konto'), value: 'https://shop.example.com@evil.example/login' },
      ],
    },
  },
  { type: 'MEDIA', data: { type: 'VIDEO', source: 'https://videos.untrusted.example/embed/42?autoplay=1', altText: say('A video from a host not on the list', 'Ein Video von einem nicht erlaubten Host') } },
  { type: 'MEDIA', data: { type: 'IMAGE', source: media('order.svg') } },
  { type: 'CAROUSEL', message: say('An item of a type the studio does not know', 'Ein Element eines unbekannten Typs') },
  { type: 'TEXT', message: say('That was the safety check.', 'Das war die Sicherheitsprüfung.'), chips: journeyChips(say) },
];

export const fallback = (say: Say): ReplyItem[] => [
  { type: 'TEXT', message: say('Sorry, I did not understand that. I can help with these:', 'Entschuldigung, das habe ich nicht verstanden. Dabei kann ich helfen:'), data: { textIsFallback: true }, chips: journeyChips(say) },
];
