import { BlockList, isIP } from 'node:net';

/** The proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY, TRUST_PROXY_HOPS). */
export interface TrustedProxies {
  /** Addresses and CIDRs, as configured ('loopback' stands for 127.0.0.0/8 and ::1). */
  addresses: string[];
  /** How many proxies a request passes at most: a forwarded address beyond them is the client's own claim. */
  hops: number;
}

const LOOPBACK = ['127.0.0.0/8', '::1'];

function addEntry(list: BlockList, entry: string): void {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
  if (family === 0 || rest.length > 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32))
    throw new Error(`TRUST_PROXY: "${entry}" is not an address or a CIDR (e.g. 10.0.0.5, 10.0.0.0/8, fd00::/8 or loopback)`);
  list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * TRUST_PROXY: a comma- or space-separated list of the proxies' addresses or CIDRs; TRUST_PROXY_HOPS: how many of them a
 * request passes (default 1). Unset, no forwarding header is believed. '1' or 'true' (believe every hop, so anyone can
 * claim any address) is refused with the way to say it instead.
 */
export function readTrustedProxies(env: NodeJS.ProcessEnv): TrustedProxies | null {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return null;
  if (/^(1|true|yes|\*)$/i.test(value))
    throw new Error(
      `TRUST_PROXY=${value} would believe every forwarded address; list the proxies' addresses or CIDRs instead, e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=loopback`,
    );
  const addresses = value.split(/[\s,]+/).filter(Boolean);
  const hops = env.TRUST_PROXY_HOPS ? Number(env.TRUST_PROXY_HOPS) : 1;
  if (!Number.isInteger(hops) || hops < 1 || hops > 10)
    throw new Error(`TRUST_PROXY_HOPS must be the number of proxies in front of the server (1 to 10), got "${env.TRUST_PROXY_HOPS}"`);
  buildProxyTrust({ addresses, hops });
  return { addresses, hops };
}

/**
 * Fastify's trustProxy function: a hop is believed when it is within the configured count and comes from a listed
 * proxy. The client's address is then the first address, from the right, that is not a believed proxy: a forged
 * left-most X-Forwarded-For entry is never reached.
 */
export function buildProxyTrust({ addresses, hops }: TrustedProxies): (address: string, hop: number) => boolean {
  const list = new BlockList();
  for (const entry of addresses.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry]))) addEntry(list, entry);
  return (address, hop) => {
    if (hop >= hops) return false;
    const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
    const family = isIP(mapped);
    return family !== 0 && list.check(mapped, family === 6 ? 'ipv6' : 'ipv4');
  };
}
