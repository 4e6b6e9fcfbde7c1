import { createContext, useContext } from 'react';

/** The CSP nonce of this response; the server provides it, the browser never needs it again. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
