# The site as one image: build with dev dependencies, run with production ones
# only, as a non-root user. Documented in README.md ("Deploying").

FROM node:22-bookworm-slim AS build
WORKDIR /app
# The news share images need a font. (Nothing compiles: SQLite comes prebuilt with libsql.)
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ARG SITE_URL=https://www.nebulaforge.studio
ENV SITE_URL=$SITE_URL
# The studio's day the pages are built for (scheduled news posts) and the image's tag:
# deploy/pipeline.sh compose passes both, so an image is built at most once a day per
# commit, and /healthz says which one runs (deploy/due.mjs reads it).
ARG CONTENT_TODAY=
ARG SITE_TAG=
# The build fetches the editor's bundle into node_modules/.cache (server/editor/decap-bundle.ts)
# and copies what it serves into build/: the cache stays behind.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/.cache \
  && if [ -n "$SITE_TAG" ]; then echo "$SITE_TAG" >build/RELEASE; fi \
  && if [ -n "$CONTENT_TODAY" ]; then echo "$CONTENT_TODAY" >build/BUILT_ON; fi

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# Inquiries are personal data: the data folder is the site user's only (0700); the
# server creates the database files 0600 (README, "Privacy").
# pg_dump, pg_restore and psql for the backups of a PostgreSQL database (README, "Backups").
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
RUN groupadd --system site && useradd --system --gid site --home /app site \
  && mkdir -p /data /backups && chown site:site /data /backups && chmod 700 /data /backups
COPY --from=build --chown=site:site /app/package.json ./
COPY --from=build --chown=site:site /app/node_modules ./node_modules
COPY --from=build --chown=site:site /app/build ./build
USER site
VOLUME ["/data", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/server/main.js"]
