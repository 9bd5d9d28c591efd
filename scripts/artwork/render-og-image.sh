#!/usr/bin/env bash
# Renders the Open Graph image from its HTML source with Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
/usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking --hide-scrollbars \
  --window-size=1200,630 --screenshot=public/og-image.png "file://$PWD/scripts/artwork/og-image.html"
