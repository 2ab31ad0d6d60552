# syntax=docker/dockerfile:1
# Amora's server with the built web app and operator console, one image for every instance
# (README "Deploy"). scripts/deployment.test.ts checks that what this file copies is what the build
# produces and that the runtime stage installs every package the server's bundle leaves external.

# --- base: Node and the pnpm pinned in package.json's "packageManager" (as scripts/pnpm.mjs runs it)
FROM node:20-bookworm-slim AS base
WORKDIR /app
COPY package.json ./
RUN npm install --global --no-fund --no-audit \
      "pnpm@$(node -p "require('./package.json').packageManager.replace(/^pnpm@/, '')")"

# --- build: the whole workspace installed from the lockfile; tokens, ui, web app, console, server
FROM base AS build
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
RUN pnpm run build

# --- production-dependencies: only what the bundled server imports at run time. build.mjs leaves
# every registry package external (sharp, argon2 and PGlite bring native or wasm files), so these
# are the server package's "dependencies", nothing from devDependencies.
FROM base AS production-dependencies
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --prod
COPY . .
RUN pnpm install --offline --frozen-lockfile --prod --filter @amora/server

# --- runtime
FROM node:20-bookworm-slim AS runtime
# pg_dump/pg_restore/psql for dist/backup.js against PostgreSQL: bookworm's are version 15, so the
# database must be PostgreSQL 15 or older (compose.yaml runs 15).
RUN apt-get update \
  && apt-get install --yes --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
# The allocator's settings of scripts/allocator.mjs (memory freed is given back to the system).
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
# The server finds the web app and the console beside its package (apps/server/../web/dist), as
# in the repository, so WEB_DIST and CONSOLE_DIST need not be set.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=production-dependencies /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/certificates ./apps/server/certificates
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/console/dist ./apps/console/dist
# The uploads, the generated secret (and the embedded database, when DATABASE_URL is unset).
# uploads/ exists and belongs to node here so that a new volume mounted on it does too.
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data
USER node
WORKDIR /app/apps/server
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
