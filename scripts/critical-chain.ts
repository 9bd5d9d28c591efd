/**
 * A page's critical request chain as Lighthouse 12 reports it ('critical-request-chains'), as
 * text: each request that the first paint waited on, indented under the one that started it,
 * with its transfer size. Lighthouse 13 dropped the audit (STACK.md), so the bench pins 12.
 */
interface ChainNode {
  request: { url: string; transferSize?: number; endTime?: number; startTime?: number };
  children?: Record<string, ChainNode>;
}

export interface CriticalChain {
  /** One line per request, children indented under their initiator. */
  lines: string[];
  /** Requests in the chain, the document included. */
  requests: number;
  /** Longest chain's duration as Lighthouse measured it (ms, on its own clock). */
  longestMs: number;
}

export function criticalChain(lhr: any): CriticalChain {
  const details = lhr.audits['critical-request-chains']?.details;
  const lines: string[] = [];
  const walk = (nodes: Record<string, ChainNode> | undefined, depth: number) => {
    for (const node of Object.values(nodes ?? {})) {
      const url = new URL(node.request.url);
      const kb = ((node.request.transferSize ?? 0) / 1024).toFixed(1);
      lines.push(`${'  '.repeat(depth)}${url.pathname} (${kb} KB)`);
      walk(node.children, depth + 1);
    }
  };
  walk(details?.chains, 0);
  return { lines, requests: lines.length, longestMs: Math.round(details?.longestChain?.duration ?? 0) };
}
