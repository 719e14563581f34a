import 'react';

// The platform's invoker commands (HTML: `commandfor` and `command` on a button). React 19.3 has
// no prop of its own for them and passes lowercase attributes through as they are, on the server
// and in the browser; @types/react does not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats the declaration's type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | undefined;
  }
}
