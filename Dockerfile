# syntax=docker/dockerfile:1
# Multi-stage build for one Fly.io VM. The runtime is Node 22 (slim); the app also runs on
# Node 20 (what CI and the developers use).

# --- build: all dependencies (native better-sqlite3 needs a compiler), then the app ------
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ ca-certificates && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx react-router build && npm prune --omit=dev

# --- runtime ------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
WORKDIR /app
# The slim image has no CA bundle: Node carries its own roots, but Litestream (a Go binary)
# verifies the bucket's TLS certificate against the system's (/etc/ssl/certs); without them
# every restore and every shipment fails with "x509: certificate signed by unknown authority"
# (docs/decisions/0410; tests/built/deploy-config.test.ts and the drill's HTTPS run check it).
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/studio.db \
    UPLOADS_DIR=/data/uploads
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json ./
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/public ./public
# The operator commands (`npm run backup`, `npm run restore`) are built into build/server/ with
# the app: the image carries no TypeScript sources and no tsx.
# deploy/start.sh and deploy/litestream.yml: the continuous off-site copy (docs/decisions/0320).
# The Litestream binary comes with node_modules (the optional npm package
# @flydotio/litestream-linux-x64; this image is Linux x64).
COPY --from=build /app/deploy ./deploy
EXPOSE 3000
# deploy/start.sh restores the database from the off-site copy when the volume has none
# (with BUCKET_NAME etc. set; without them it does nothing else), then ends with
# `exec node build/server/server.js`: the built server (server.ts and the app, one module
# graph) is the VM's main process, SIGTERM reaches it, and it stops Litestream last, after
# the final writes are shipped. Migrations run at boot, before the port opens.
CMD ["deploy/start.sh"]
