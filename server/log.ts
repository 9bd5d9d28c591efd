/**
 * The server's log (issue 37): pino, one JSON line per event in production (LOG_FORMAT=json, the
 * default where pino-pretty, a development package, is not installed or NODE_ENV is production),
 * readable lines in development (LOG_FORMAT=pretty), LOG_LEVEL as pino names them. Every line
 * written while a request is answered carries its id (`reqId`, also the X-Request-Id header).
 *
 * No line may hold what a visitor typed. Nothing logs a lead's fields, and as a net for what
 * the code does not control (an SMTP server's refusal naming the address, a driver's error),
 * every e-mail address in a line is replaced and a database error's `detail` (which quotes the
 * row's values) is never written.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';

export type LogFormat = 'json' | 'pretty';
const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The request a line belongs to (set by server/observe.ts for each request). */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

const emailPattern = /[^\s@"'<>()[\],;:\\]+@[^\s@"'<>()[\],;:\\]+\.[A-Za-z]{2,}/g;
/** Every e-mail address in a text, replaced: the log never holds one. */
export const withoutEmails = (text: string): string => text.replace(emailPattern, '[e-mail]');

/** An error as a line may hold it: its kind, code, message and stack, never the driver's detail. */
function errorFields(error: Error): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  return { type: error.name, ...(code === undefined ? {} : { code }), message: withoutEmails(error.message), stack: error.stack && withoutEmails(error.stack) };
}

export function readLogSettings(env: NodeJS.ProcessEnv = process.env): { format: LogFormat | undefined; level: string } {
  const format = env.LOG_FORMAT || undefined;
  if (format !== undefined && format !== 'json' && format !== 'pretty') throw new Error(`LOG_FORMAT is json or pretty, got "${format}"`);
  const level = env.LOG_LEVEL || 'info';
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL is one of ${levels.join(', ')}; got "${level}"`);
  return { format, level };
}

/** pino-pretty when asked for or when developing with it installed; JSON lines otherwise. */
async function destinationFor(wanted: LogFormat | undefined, env: NodeJS.ProcessEnv): Promise<DestinationStream> {
  const json = () => pino.destination({ dest: 1, sync: true });
  if (wanted === 'json' || (wanted === undefined && env.NODE_ENV === 'production')) return json();
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ sync: true, colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true });
  } catch {
    if (wanted === 'pretty') process.stderr.write('LOG_FORMAT=pretty needs pino-pretty (a development package); writing JSON lines.\n');
    return json();
  }
}

/** The server's logger; `destination` replaces standard output (tests read the lines). */
export async function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Promise<Logger> {
  const settings = readLogSettings(env);
  return pino(
    {
      level: settings.level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
      mixin: () => requestContext.getStore() ?? {},
      hooks: {
        // The message and every string beside it pass through the net above.
        logMethod(args, method) {
          method.apply(this, args.map((a) => (typeof a === 'string' ? withoutEmails(a) : a)) as Parameters<typeof method>);
        },
      },
    },
    destination ?? (await destinationFor(settings.format, env)),
  );
}

/**
 * console.log / info / warn / error of the whole server write through the logger, so every line
 * the existing modules write is a structured line with its request's id. An Error among the
 * arguments becomes the line's `err`; the message is what console would have printed otherwise.
 */
export function routeConsole(logger: Logger): void {
  const to =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((a): a is Error => a instanceof Error);
      const rest = args.map((a) => (a === error ? (a as Error).message : a));
      const message = format(...rest);
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
  console.debug = (...args: unknown[]) => logger.debug(format(...args));
}
