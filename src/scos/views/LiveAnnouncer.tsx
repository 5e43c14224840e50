import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScosEntry } from '../../../machines/scos/scos-conversation.types';
import { plainText } from './plain-text';

const botIds = (entries: readonly ScosEntry[]) => new Set(entries.filter((entry) => entry.from === 'bot').map((entry) => entry.id));

/**
 * Each new incoming message is announced once, politely. The rows themselves
 * are not a live region (a re-render would announce them again). A chat that opens (a switch, a
 * reload) is not read out: only what arrives in it afterwards.
 */
export function LiveAnnouncer({ entries, chatId }: { entries: readonly ScosEntry[]; chatId: string | null }) {
  const { t } = useTranslation('scos');
  const announced = useRef({ chatId, ids: botIds(entries) });
  const [text, setText] = useState('');
  useEffect(() => {
    if (announced.current.chatId !== chatId) {
      announced.current = { chatId, ids: botIds(entries) };
      return;
    }
    const fresh = entries.filter((entry) => entry.from === 'bot' && entry.kind !== 'typing' && !announced.current.ids.has(entry.id));
    if (fresh.length === 0) return;
    for (const entry of fresh) announced.current.ids.add(entry.id);
    const words = fresh.map((entry) => plainText(entry, t)).filter(Boolean).join(' ');
    if (words !== '') setText(words);
  }, [entries, chatId, t]);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
