import net from "node:net";

/** Whether a client address is this machine: 127.0.0.0/8, ::1, or IPv4 loopback written as IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (net.isIPv4(ipv4)) return ipv4.startsWith("127.");
  return address === "::1";
}
