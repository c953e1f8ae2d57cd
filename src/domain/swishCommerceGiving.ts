/**
 * A deployment whose money gifts go to its own Swish Commerce number (decision 100): the number
 * guests pay, and in sandbox mode where the stand-in Swish app is (null with the real Swish).
 */
export interface SwishCommerceGiving {
  payee: string;
  sandboxApp: string | null;
}
