# AutoShop in a container: the back office and the shop (src/ → dist/server, decision 0143) built at image time.
# Not built or run on the project's own machines (no container daemon, and no image registry to pull from): see docs/deploy.md.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx vite build --logLevel warn && node scripts/build-server.mjs --force && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# pg_dump / pg_restore for `npm run backup` and `npm run restore` against PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Both builds are fresh in the image: run the compiled shop directly (npm start would only check them), with the
# memory settings of package.json's start script (decisions 0152, 0161 and 0162).
ENV MALLOC_ARENA_MAX=1 MALLOC_TRIM_THRESHOLD_=1048576 MALLOC_MMAP_THRESHOLD_=32768
CMD ["node", "--max-semi-space-size=1", "--expose-gc", "dist/server/main.js"]
