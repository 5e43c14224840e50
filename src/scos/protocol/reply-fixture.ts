/** Test fixture: one valid item of every type (current and legacy shapes) and broken ones. */
export const botUrl = 'https://bot.example.com/v1/scos/studio-demo';
export const context = { botUrl, videoHosts: ['www.youtube-nocookie.com'] };

export const validItems = {
  text: { type: 'TEXT', message: 'Hello', chips: [{ label: 'Order', value: 'order-status', imageUrl: 'media/chip.svg', imageAltText: 'Parcel' }], quickReplies: [{ label: 'Thanks', value: 'thanks' }] },
  fallback: { type: 'TEXT', message: 'Sorry?', data: { textIsFallback: true } },
  uploadInit: { type: 'TEXT', message: 'Choose a file', data: { execTrigger: { type: 'upload', data: { action: 'init' } } } },
  placeholder: { type: 'PLACEHOLDER', placeholderID: 'p1' },
  buttonList: {
    type: 'BUTTON_LIST',
    message: 'Choose',
    data: {
      buttons: [
        { type: 'ACTION', label: 'Track', value: 'order-track' },
        { type: 'POSTBACK', label: 'Cancel', value: 'order-cancel', sitData: { orderId: '4711' } },
        { type: 'URL', label: 'Page', value: 'https://shop.example.com/o/4711', target: '_blank' },
        { type: 'EMAIL', label: 'Mail', value: 'service@example.com' },
        { type: 'PHONE', label: 'Call', value: '+49 30 1234567' },
        { type: 'POSTBACK', label: 'Copy', value: 'clipboard:4711' },
      ],
    },
  },
  image: { type: 'MEDIA', data: { type: 'IMAGE', source: 'media/order.svg', altText: 'Parcel' } },
  audio: { type: 'MEDIA', data: { type: 'AUDIO', source: 'media/chime.wav?loop=1&autoplay=0', altText: 'Chime' } },
  embed: { type: 'MEDIA', data: { type: 'VIDEO', source: 'https://www.youtube-nocookie.com/embed/x?autoplay=1', altText: 'How to' } },
  card: { type: 'CARD', data: { items: [1, 2, 3, 4].map((n) => ({ image: `media/product-${n}.svg`, title: `P${n}`, subtitle: '9 €', buttons: [{ type: 'POSTBACK', label: 'Reserve', value: `reserve ${n}` }] })) } },
  list: { type: 'LIST', data: { largeTopItem: true, items: [{ title: 'A', imageUrl: 'media/a.svg', imageAltText: 'A', defaultActionUrl: 'https://shop.example.com/a' }], button: { type: 'URL', label: 'All', value: 'https://shop.example.com' } } },
  productList: { type: 'PRODUCT_LIST', data: { items: [{ title: 'B' }] } },
  datePicker: { type: 'DATE_PICKER', message: 'Pick', data: { defaultDate: '2026-03-03', minDate: '2026-03-03', maxDate: '2026-05-01', submitButtonText: 'Book' } },
  dataOnly: { type: 'DATA_ONLY', data: { orderId: '4711' } },
  legacyText: { type: 'text', direction: 'out', text: 'I typed this' },
  legacyButtons: { type: 'buttonList', direction: 'in', text: 'Pick', buttons: [{ type: 'phone', label: 'Call', value: '+4930123' }] },
  legacyMedia: { type: 'media', direction: 'in', data: { type: 'image', source: 'media/x.svg', altText: 'X' } },
  legacyCard: { type: 'card', direction: 'in', items: [{ title: 'C' }] },
  legacyList: { type: 'list', direction: 'in', items: [{ title: 'L' }], largeTopItem: false },
};

export const brokenItems = {
  unknownType: { type: 'CAROUSEL', message: 'x' },
  noType: { message: 'x' },
  notAnObject: 'TEXT',
  textWithoutMessage: { type: 'TEXT' },
  emptyButtonList: { type: 'BUTTON_LIST', data: { buttons: [] } },
  mediaWithoutSource: { type: 'MEDIA', data: { type: 'IMAGE' } },
  badMediaKind: { type: 'MEDIA', data: { type: 'HOLOGRAM', source: 'media/x' } },
  cardWithoutItems: { type: 'CARD', data: {} },
  listItemWithoutTitle: { type: 'LIST', data: { items: [{ subtitle: 'x' }] } },
  badButtonType: { type: 'BUTTON_LIST', data: { buttons: [{ type: 'SCRIPT', label: 'x', value: 'y' }] } },
};
