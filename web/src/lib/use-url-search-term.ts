// A page's search box that starts from ?search= in the address and follows it when a link changes it while the page
// is open (the header's search, the bell's items): the address is how other parts of the back office ask a page to search.
import { useState } from 'react';
import { useSearch } from 'wouter';

export function useUrlSearchTerm(): [string, (value: string) => void] {
  const urlTerm = new URLSearchParams(useSearch()).get('search') ?? '';
  const [input, setInput] = useState(urlTerm);
  // Adjusted during render (React's pattern for state derived from a prop): no effect, no extra request.
  const [lastUrlTerm, setLastUrlTerm] = useState(urlTerm);
  if (urlTerm !== lastUrlTerm) {
    setLastUrlTerm(urlTerm);
    setInput(urlTerm);
  }
  return [input, setInput];
}
