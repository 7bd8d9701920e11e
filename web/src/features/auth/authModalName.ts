/** The three dialogs of the landing page; each can switch to the others (part 1 §4). */
export type AuthModalName = 'login' | 'register' | 'reset';
