# Single image for the API, the built web app and the projection runner.
FROM node:20-bookworm-slim

# System Chromium for PDF rendering (puppeteer-core, CHROME_PATH), ffmpeg for
# video processing, fonts so PDFs render German text without tofu.
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      chromium \
      ffmpeg \
      fonts-liberation \
      fonts-dejavu-core \
      fonts-noto-core \
      ca-certificates \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Dependencies first, so source changes do not invalidate this layer.
COPY package.json package-lock.json ./
# The image uses Debian's Chromium and ffmpeg (above): drop the fallback binaries the optional
# npm packages ship (@sparticuz/chromium, @ffmpeg-installer, @ffprobe-installer, ~200 MB);
# platform/binaries tolerates their absence.
RUN npm ci --no-audit --no-fund \
 && rm -rf node_modules/@sparticuz node_modules/@ffmpeg-installer node_modules/@ffprobe-installer

COPY . .
RUN npm run build:web

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    CHROME_PATH=/usr/bin/chromium \
    FFMPEG_PATH=/usr/bin/ffmpeg \
    FFPROBE_PATH=/usr/bin/ffprobe

RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node

EXPOSE 3000
CMD ["npm", "start"]
