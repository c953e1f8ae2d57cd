import dgram from "node:dgram";

/** Records a test zone holds: A addresses, CNAME targets and TXT texts per lower-case name. */
export interface Zone {
  a?: Record<string, string[]>;
  cname?: Record<string, string>;
  txt?: Record<string, string[]>;
}

const TYPE_A = 1;
const TYPE_CNAME = 5;
const TYPE_TXT = 16;

/** A TXT record's data: one length-prefixed string (up to 255 bytes, enough for a test). */
const txtData = (text: string) => Buffer.concat([Buffer.from([Buffer.byteLength(text)]), Buffer.from(text, "utf8")]);

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, "").split(".").filter(Boolean);
  return Buffer.concat([...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "ascii")])), Buffer.from([0])]);
}

/** Reads the question's name; returns it and the offset just after it. */
function readName(packet: Buffer, offset: number): [string, number] {
  const labels: string[] = [];
  while (packet[offset]! > 0) {
    const length = packet[offset]!;
    labels.push(packet.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  return [labels.join(".").toLowerCase(), offset + 1];
}

function answer(type: number, rdata: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(1, 4); // IN
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

/**
 * A tiny authoritative DNS server on a loopback UDP port answering A, CNAME and TXT questions
 * from `zone` (NXDOMAIN for names it does not hold); `zone` may be changed between queries.
 */
export async function startDnsServer(zone: Zone) {
  const socket = dgram.createSocket("udp4");
  socket.on("message", (query, peer) => {
    const [name, end] = readName(query, 12);
    const type = query.readUInt16BE(end);
    const question = query.subarray(12, end + 4);
    const known = Boolean(zone.a?.[name] || zone.cname?.[name] || zone.txt?.[name]);
    const answers =
      type === TYPE_A
        ? (zone.a?.[name] ?? []).map((ip) => answer(TYPE_A, Buffer.from(ip.split(".").map(Number))))
        : type === TYPE_CNAME && zone.cname?.[name]
          ? [answer(TYPE_CNAME, encodeName(zone.cname[name]))]
          : type === TYPE_TXT
            ? (zone.txt?.[name] ?? []).map((text) => answer(TYPE_TXT, txtData(text)))
            : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(known ? 0x8580 : 0x8583, 2); // response, authoritative, recursion; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, question, ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
