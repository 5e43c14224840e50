import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScosEntry } from '../../../machines/scos/scos-conversation.machine';
import { plainText } from './plain-text';

/**
 * issue 14 item 6: each new incoming message is announced once, politely. The rows themselves
 * are not a live region (a re-render would announce them again).
 */
export function LiveAnnouncer({ entries }: { entries: readonly ScosEntry[] }) {
  const { t } = useTranslation('scos');
  const announced = useRef(new Set<number>());
  const [text, setText] = useState('');
  useEffect(() => {
    const fresh = entries.filter((entry) => entry.from === 'bot' && entry.kind !== 'typing' && !announced.current.has(entry.id));
    if (fresh.length === 0) return;
    for (const entry of fresh) announced.current.add(entry.id);
    const words = fresh.map((entry) => plainText(entry, t)).filter(Boolean).join(' ');
    if (words !== '') setText(words);
  }, [entries, t]);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
