# The site in a container (issue 37). Two stages: the first installs everything, builds and makes
# the release with the same script the tests run (scripts/release.mjs: the built site, the compiled
# server, `npm ci --omit=dev`); the final image holds only that release and Node, runs as the
# unprivileged `node` user, and reports ready from /api/health/ready.
# Not built on the machine this was written on (no container engine there): README, Container.
ARG NODE_VERSION=20.20

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings of the site (README, Configuration: the VITE_* variables).
ARG VITE_SITE_ORIGIN
ARG VITE_AMPLITUDE_API_KEY
RUN npm run build && node scripts/release.mjs /release

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
# Owned by root and not writable by the server's user: the release is read-only to it.
COPY --from=build /release /app
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The release's `npm run serve`, without npm in between: SIGTERM reaches the server itself.
CMD ["node", "dist-server/main.mjs"]
