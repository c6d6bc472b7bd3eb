/** A reason not to start that the operator can fix: printed as one line, without a stack. */
export class StartupError extends Error {}
