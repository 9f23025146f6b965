import http from 'node:http';

/** One member watching their group's live page. */
export type StreamTarget = { communityId: string; token: string };

type Watcher = { communityId: string; onRecord: (record: { passenger_count: number }) => void };

/**
 * Holds one event stream per target, each on a connection of its own as a browser tab would
 * (GET /api/communities/{id}/events), reading and counting what arrives. `nextRecord` resolves
 * with the next record one group's streams receive (the delay probe).
 */
export async function holdStreams(host: string, port: number, targets: StreamTarget[]) {
  const requests: http.ClientRequest[] = [];
  const watchers = new Set<Watcher>();
  const stats = { open: 0, refused: 0, closedByServer: 0, events: 0, bytes: 0 };
  let closing = false;

  function open(target: StreamTarget): Promise<void> {
    return new Promise((resolve) => {
      const request = http.get(
        {
          host,
          port,
          path: `/api/communities/${target.communityId}/events`,
          headers: { authorization: `Bearer ${target.token}`, accept: 'text/event-stream' },
          agent: false,
        },
        (response) => {
          if (response.statusCode !== 200) {
            stats.refused += 1;
            response.resume();
            resolve();
            return;
          }
          stats.open += 1;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            stats.bytes += chunk.length;
            text += chunk;
            let end: number;
            while ((end = text.indexOf('\n\n')) >= 0) {
              const block = text.slice(0, end);
              text = text.slice(end + 2);
              const data = block.split('\n').find((line) => line.startsWith('data: '));
              if (!data) continue;
              stats.events += 1;
              for (const watcher of watchers)
                if (watcher.communityId === target.communityId)
                  watcher.onRecord(JSON.parse(data.slice(6)));
            }
          });
          response.on('close', () => {
            stats.open -= 1;
            if (!closing) stats.closedByServer += 1;
          });
          resolve();
        },
      );
      request.on('error', () => {
        stats.refused += 1;
        resolve();
      });
      requests.push(request);
    });
  }

  // In batches, as tabs open over time rather than all in one burst.
  for (let i = 0; i < targets.length; i += 50)
    await Promise.all(targets.slice(i, i + 50).map(open));

  return {
    stats,
    nextRecord(communityId: string, timeoutMs = 10_000) {
      return new Promise<{ passenger_count: number } | null>((resolve) => {
        const watcher: Watcher = {
          communityId,
          onRecord: (record) => {
            watchers.delete(watcher);
            clearTimeout(timer);
            resolve(record);
          },
        };
        const timer = setTimeout(() => {
          watchers.delete(watcher);
          resolve(null);
        }, timeoutMs);
        watchers.add(watcher);
      });
    },
    close() {
      closing = true;
      for (const request of requests) request.destroy();
    },
  };
}
