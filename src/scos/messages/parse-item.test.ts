import { describe, expect, it, vi } from 'vitest';
import { z } from '../../../contracts/zod';
import { parseItem, parseReply } from './parse-item';
import { brokenItems, context, validItems } from '../protocol/reply-fixture';

const parse = (raw: unknown) => parseItem(raw, context);

describe('the reply schema turns bot items into typed messages', () => {
  it.each(Object.entries(validItems))('shows the valid %s item', (_name, raw) => {
    const message = parse(raw);
    expect(message.content.type).not.toBe('UNSHOWABLE');
    expect(message.warnings).toEqual([]);
    expect(message.raw).toBe(raw);
  });

  it.each(Object.entries(brokenItems))('shows the broken %s item as a "could not be shown" row with a warning', (_name, raw) => {
    const message = parse(raw);
    expect(message.content).toEqual({ type: 'UNSHOWABLE' });
    expect(message.warnings).toHaveLength(1);
  });

  it('names an unknown type in its warning', () => {
    expect(parse(brokenItems.unknownType).warnings).toEqual([{ kind: 'unknown-type', type: 'CAROUSEL' }]);
    expect(parse(brokenItems.mediaWithoutSource).warnings[0]).toMatchObject({ kind: 'invalid-item', detail: expect.stringContaining('data.source') });
  });

  it('keeps text, direction, fallback flag, upload trigger, chips and quick replies', () => {
    expect(parse(validItems.text)).toMatchObject({
      content: { type: 'TEXT', direction: 'in', text: 'Hello', fallback: false },
      chips: [
        { label: 'Order', value: 'order-status', image: { src: 'https://bot.example.com/v1/scos/media/chip.svg', alt: 'Parcel' } },
        { label: 'Thanks', value: 'thanks' },
      ],
    });
    expect(parse(validItems.fallback).content).toMatchObject({ fallback: true });
    expect(parse(validItems.uploadInit).content).toMatchObject({ uploadTrigger: 'init' });
    expect(parse(validItems.legacyText).content).toEqual({ type: 'TEXT', direction: 'out', text: 'I typed this', fallback: false, uploadTrigger: undefined });
  });

  it('turns buttons into sends (with sitData), a copy, and checked links', () => {
    const content = parse(validItems.buttonList).content;
    expect(content).toEqual({
      type: 'BUTTON_LIST',
      text: 'Choose',
      buttons: [
        { kind: 'send', label: 'Track', value: 'order-track', sitData: undefined },
        { kind: 'send', label: 'Cancel', value: 'order-cancel', sitData: { orderId: '4711' } },
        { kind: 'link', label: 'Page', href: 'https://shop.example.com/o/4711', newTab: true },
        { kind: 'link', label: 'Mail', href: 'mailto:service@example.com', newTab: false },
        { kind: 'link', label: 'Call', href: 'tel:+49301234567', newTab: false },
        { kind: 'copy', label: 'Copy', text: '4711' },
      ],
    });
    expect(parse(validItems.legacyButtons).content).toMatchObject({ buttons: [{ kind: 'link', href: 'tel:+4930123' }] });
  });

  it('refuses a javascript: button and an untrusted image, keeping the rest of the item', () => {
    const message = parse({
      type: 'CARD',
      data: { items: [{ title: 'T', image: 'http://elsewhere.example/x.png', buttons: [{ type: 'URL', label: 'Run', value: 'javascript:alert(1)' }, { type: 'ACTION', label: 'Ok', value: 'ok' }] }] },
    });
    expect(message.content).toMatchObject({ type: 'CARD', cards: [{ title: 'T', image: undefined, buttons: [{ kind: 'send', value: 'ok' }] }] });
    expect(message.warnings).toEqual([
      { kind: 'untrusted-url', where: 'data.items[0].image', value: 'http://elsewhere.example/x.png' },
      { kind: 'untrusted-url', where: 'data.items[0].buttons[0]', value: 'javascript:alert(1)' },
    ]);
  });

  it('refuses user information in every address of an item (buttons, images, chips, default actions, media), naming it', () => {
    const shown = 'https://shop.example.com@evil.example/';
    const list = parse({
      type: 'LIST',
      data: {
        items: [{ title: 'A', imageUrl: '//u@bot.example.com/v1/scos/media/a.svg', imageAltText: 'A', defaultActionUrl: shown, buttons: [{ type: 'URL', label: 'Open', value: 'https://u:p@shop.example.com/a' }] }],
        button: { type: 'URL', label: 'All', value: shown },
      },
      chips: [{ label: 'Pick', value: 'pick', imageUrl: shown, imageAltText: 'Pick' }],
    });
    expect(list.content).toMatchObject({ type: 'LIST', entries: [{ title: 'A', href: undefined, image: undefined, buttons: [] }], button: undefined });
    expect(list.chips).toEqual([{ label: 'Pick', value: 'pick' }]);
    expect(list.warnings).toEqual([
      { kind: 'user-info-in-url', where: 'data.items[0].defaultActionUrl', value: shown },
      { kind: 'user-info-in-url', where: 'data.items[0].imageUrl', value: '//u@bot.example.com/v1/scos/media/a.svg' },
      { kind: 'user-info-in-url', where: 'data.items[0].buttons[0]', value: 'https://u:p@shop.example.com/a' },
      { kind: 'user-info-in-url', where: 'data.button', value: shown },
      { kind: 'user-info-in-url', where: 'chips[0].imageUrl', value: shown },
    ]);
    const card = parse({ type: 'CARD', data: { items: [{ title: 'T', image: shown, buttons: [{ type: 'URL', label: 'Go', value: shown }] }] } });
    expect(card.content).toMatchObject({ type: 'CARD', cards: [{ image: undefined, buttons: [] }] });
    expect(card.warnings.map((warning) => warning.kind)).toEqual(['user-info-in-url', 'user-info-in-url']);
    const media = parse({ type: 'MEDIA', data: { type: 'IMAGE', source: shown, altText: 'x' } });
    expect(media.content).toMatchObject({ source: { kind: 'refused', reason: 'user-info-in-url' } });
    expect(media.warnings).toEqual([{ kind: 'user-info-in-url', where: 'data.source', value: shown }]);
  });

  it('warns about missing alt text and a default date outside min/max', () => {
    expect(parse({ type: 'MEDIA', data: { type: 'IMAGE', source: 'media/x.svg' } }).warnings).toEqual([{ kind: 'missing-alt-text', where: 'data.altText' }]);
    expect(parse({ type: 'DATE_PICKER', data: { defaultDate: '2026-01-01', minDate: '2026-02-01' } }).warnings).toEqual([{ kind: 'date-outside-range', value: '2026-01-01' }]);
  });

  it('embeds an allowlisted video muted when it autoplays, and refuses an off-list host', () => {
    expect(parse(validItems.embed).content).toMatchObject({
      type: 'MEDIA',
      source: { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/x?autoplay=1&mute=1', options: { autoplay: true, muted: true } },
    });
    const offList = parse({ type: 'MEDIA', data: { type: 'VIDEO', source: 'https://videos.untrusted.example/embed/1', altText: 'v' } });
    expect(offList.content).toMatchObject({ source: { kind: 'refused', reason: 'video-host-not-allowed' } });
    expect(offList.warnings).toEqual([{ kind: 'video-host-not-allowed', value: 'https://videos.untrusted.example/embed/1' }]);
  });

  it('reads lists with their large top item, default action and button, and product lists', () => {
    expect(parse(validItems.list).content).toMatchObject({
      type: 'LIST',
      product: false,
      largeTopItem: true,
      entries: [{ title: 'A', href: 'https://shop.example.com/a', image: { src: 'https://bot.example.com/v1/scos/media/a.svg', alt: 'A' } }],
      button: { kind: 'link', href: 'https://shop.example.com/' },
    });
    expect(parse(validItems.productList).content).toMatchObject({ type: 'LIST', product: true });
  });

  it('parses a whole reply item by item, and tells an empty or malformed reply apart', () => {
    const reply = parseReply({ response: [validItems.text, brokenItems.unknownType] }, context);
    expect(reply.ok && reply.messages.map((message) => message.content.type)).toEqual(['TEXT', 'UNSHOWABLE']);
    expect(parseReply({ response: [] }, context)).toEqual({ ok: false, problem: 'empty' });
    expect(parseReply({ answer: 'hi' }, context)).toEqual({ ok: false, problem: 'invalid' });
    expect(parseReply(null, context)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('parses only the first items of a long reply and counts the ones it dropped', () => {
    const reply = parseReply({ response: [validItems.text, brokenItems.unknownType, validItems.text, validItems.text] }, context, 2);
    expect(reply.ok && reply.messages.map((message) => message.content.type)).toEqual(['TEXT', 'UNSHOWABLE']);
    expect(reply).toMatchObject({ ok: true, dropped: 2 });
    expect(parseReply({ response: [validItems.text] }, context, 2)).toMatchObject({ ok: true, dropped: 0 });
  });
});

describe('parsing under the studio CSP (Trusted Types)', () => {
  it('never compiles code: zod runs jitless, so no `new Function` is even tried', () => {
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    parseReply({ response: Object.values(validItems) }, context);
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
