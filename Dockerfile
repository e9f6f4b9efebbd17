# syntax=docker/dockerfile:1
# Ankur in containers (docs/deploying.md). Three targets:
#   app  the Node server (API, staff inbox, and the site for a single-process deployment)
#   web  nginx with the built site and its generated maps (deploy/nginx/ankur.conf)
#   build (internal) installs everything and builds the site (astro build: build/client, build/server)
# docker compose up --build builds both from this file (compose.yaml).

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

# ---- build: every dependency, the site (`npm run build` = astro build), the nginx maps ----
# build/client: the prerendered pages, 404.html, admin/index.html (the staff
# inbox's shell), assets and the .br/.gz beside them; build/server: the page
# renderer, one self-contained bundle (vite ssr.noExternal) that the server
# imports for the answers to a browser's plain form post.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The public address goes into canonical links, the sitemap and the CSP (https adds upgrade-insecure-requests).
ARG SITE_URL=https://ankur-ecosystem.in
ENV SITE_URL=${SITE_URL}
RUN npm run build \
 && node scripts/deploy/write-nginx-maps.ts build/client build/nginx/ankur-maps.conf

# ---- app: production dependencies, the build output, the server and contract code ----
FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUILD_DIR=/app/build \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build/client ./build/client
# The page renderer: without it, a plain form post (no JavaScript) gets JSON instead of the thanks page.
COPY --from=build /app/build/server ./build/server
COPY server ./server
COPY contract ./contract
COPY scripts/run-with-compile-cache.mjs scripts/admin.ts ./scripts/
# The SQLite file of a single-process deployment lives here; unused with DATABASE_URL.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness: the process answers (readiness, for a rolling restart, is /api/ready).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains in-flight requests within SHUTDOWN_TIMEOUT, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "--optimize-for-size", "scripts/run-with-compile-cache.mjs", "server/main.ts"]

# ---- web: nginx serving the built site, passing /api, /admin and the rendered pages (/thanks/, /forms/) to the app ----
FROM ${NGINX_IMAGE} AS web
COPY deploy/nginx/ankur.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/security-headers.conf deploy/nginx/proxy-headers.conf /etc/nginx/ankur/
COPY --from=build /app/build/nginx/ankur-maps.conf /etc/nginx/ankur/ankur-maps.conf
COPY --from=build /app/build/client /srv/ankur/client
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/"]
