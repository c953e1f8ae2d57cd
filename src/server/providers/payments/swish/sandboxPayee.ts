/** The test merchant number of Swish's simulator: the sandbox's payee. */
export const SANDBOX_PAYEE_ALIAS = "1234679304";
