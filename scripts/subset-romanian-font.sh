#!/bin/sh
# Regenerates src/assets/fonts/inter-ro-wght-normal.woff2: the glyphs Romanian text takes from
# Inter's Latin Extended file (Ă ă Ș ș Ț ț, comma below), with the weight axis, ~3 KB instead of
# that file's 84 KB (issue 17). Run after updating @fontsource-variable/inter; needs Debian's
# fonttools (apt-get install python3-fonttools python3-brotli). The unicode list must match the
# unicode-range of the third @font-face in src/styles/fonts.css.
set -eu
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2 \
  --unicodes="U+0102-0103,U+0218-021B" --layout-features='*' --flavor=woff2 \
  --output-file=src/assets/fonts/inter-ro-wght-normal.woff2
