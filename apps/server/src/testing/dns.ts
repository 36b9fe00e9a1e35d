/**
 * A real DNS server on 127.0.0.1 for tests (dns2, in process): answers the TXT, CNAME, A and AAAA
 * records a test sets, NXDOMAIN for anything else. Own-domain verification queries it through node:dns
 * with DNS_RESOLVERS pointing here: nothing is mocked and no query leaves the machine.
 * With `recordsFile`, records are read from that JSON file on every query, so another process (a
 * browser test) can change them.
 */
import { readFileSync } from 'node:fs';
import dns2 from 'dns2';

export type RecordType = 'TXT' | 'CNAME' | 'A' | 'AAAA';
export type Records = Record<string, Partial<Record<RecordType, string[]>>>;

export interface TestDns {
  /** ip:port for DNS_RESOLVERS. */
  resolver: string;
  port: number;
  set(name: string, type: RecordType, values: string[]): void;
  /** While on, every query is answered SERVFAIL, as by a resolver that is failing. */
  failing: boolean;
  remove(name: string, type?: RecordType): void;
  close(): Promise<void>;
}

const { Packet } = dns2;
const TYPES: Record<number, RecordType> = {
  [Packet.TYPE.TXT]: 'TXT',
  [Packet.TYPE.CNAME]: 'CNAME',
  [Packet.TYPE.A]: 'A',
  [Packet.TYPE.AAAA]: 'AAAA',
};

export async function startTestDns({ recordsFile }: { recordsFile?: string } = {}): Promise<TestDns> {
  let records: Records = {};
  const current = (): Records => {
    if (!recordsFile) return records;
    try {
      return JSON.parse(readFileSync(recordsFile, 'utf8')) as Records;
    } catch {
      return {};
    }
  };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      // dns2's Resource type wants methods its encoder never calls on a plain record.
      const answers = response.answers as unknown as object[];
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '');
      const entry = current()[name];
      const type = question ? TYPES[question.type] : undefined;
      if (dns.failing) {
        response.header.rcode = 2; // SERVFAIL
        void send(response);
        return;
      }
      if (!entry) {
        response.header.rcode = 3; // NXDOMAIN
        void send(response);
        return;
      }
      // A CNAME answers every query for its name, as a real server does.
      const cname = entry.CNAME?.[0];
      if (cname && type !== 'CNAME') {
        answers.push({ name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 1, domain: cname });
      } else if (type) {
        for (const value of entry[type] ?? []) {
          const base = { name, type: question!.type, class: Packet.CLASS.IN, ttl: 1 };
          if (type === 'TXT') answers.push({ ...base, data: value });
          else if (type === 'CNAME') answers.push({ ...base, domain: value });
          else answers.push({ ...base, address: value });
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp!.port;
  const dns: TestDns = {
    port,
    resolver: `127.0.0.1:${port}`,
    failing: false,
    set(name, type, values) {
      const key = name.toLowerCase();
      records = { ...records, [key]: { ...records[key], [type]: values } };
    },
    remove(name, type) {
      const key = name.toLowerCase();
      if (!type) {
        const { [key]: _, ...rest } = records;
        records = rest;
        return;
      }
      const { [type]: _, ...rest } = records[key] ?? {};
      records = { ...records, [key]: rest };
    },
    close: () => server.close(),
  };
  return dns;
}
