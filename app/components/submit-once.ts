import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useNavigation } from 'react-router';

/**
 * A form's onSubmit that lets one submission through until the page's navigation is idle again, so a double tap
 * posts once: the button's loading state that disables it comes a render later, after a second tap may have landed.
 */
export function useSubmitOnce() {
  const navigation = useNavigation();
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === 'idle') sent.current = false;
  }, [navigation.state]);
  return useCallback((event: FormEvent<HTMLFormElement>) => {
    if (sent.current) event.preventDefault();
    else sent.current = true;
  }, []);
}
