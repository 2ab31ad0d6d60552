/** The profile feature's state; its after-login loads start on `memberAreaEntered`. */
export {};
