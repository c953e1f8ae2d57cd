/** DNS answers for the "check now" button on an own domain held at another registrar, and its proof. */
export interface DnsLookup {
  /** IPv4 addresses of the name's A records; empty when there are none. */
  aRecords(name: string): Promise<string[]>;
  /** The name's CNAME targets, without a trailing dot; empty when there are none. */
  cnames(name: string): Promise<string[]>;
  /** The name's TXT records, each one's strings joined; empty when there are none. */
  txtRecords(name: string): Promise<string[]>;
}
