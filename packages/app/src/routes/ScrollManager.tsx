import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec 2.1: on navigation, scroll to the top, or to the element the hash names. */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
