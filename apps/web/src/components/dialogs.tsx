import { createContext, useContext } from 'react';

export interface ShellDialogs {
  openRegister: () => void;
  openUsage: () => void;
  openResend: () => void;
}

const noop = () => {};
export const ShellDialogsContext = createContext<ShellDialogs>({
  openRegister: noop,
  openUsage: noop,
  openResend: noop,
});

/** Lets any page inside the shell (e.g. the guest banner) open the shell's modals. */
export const useShellDialogs = () => useContext(ShellDialogsContext);
