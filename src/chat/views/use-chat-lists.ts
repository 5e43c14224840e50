import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectChatDocuments } from '../../../store/chat-documents';
import { chatDocumentsSelected, selectChatSearchResults, selectChats } from '../../../store/chats.slice';
import { selectDocuments } from '../../../store/documents.slice';
import type { RootState } from '../../../store/store';
import { useChatContext } from '../chat-services-context';

/** The chat search the sidebar and the top menu share: names and messages, last changed first. */
export function useChatSearch() {
  const [query, setQuery] = useState('');
  const results = useSelector((s: RootState) => (query.trim() ? selectChatSearchResults(s, query) : selectChats(s)));
  const anyChats = useSelector((s: RootState) => selectChats(s).length > 0);
  return { query, setQuery, results, anyChats };
}

/** The uploaded documents and the ones the open chat uses; ticking with no chat open starts one. */
export function useDocumentSelection() {
  const dispatch = useDispatch();
  const { services } = useChatContext();
  const documents = useSelector((s: RootState) => selectDocuments(s));
  const selected = useSelector((s: RootState) => selectChatDocuments(s, s.chats.activeSessionId));
  const select = (hashes: string[]) => dispatch(chatDocumentsSelected({ sessionId: services.activeOrNewChat(), documents: hashes }));
  return { documents, selected, select };
}
