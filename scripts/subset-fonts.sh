#!/bin/sh
# Regenerates the brand font's two files in src/assets/fonts from @fontsource-variable/inter
# (run after updating that package; needs Debian's python3-fonttools and python3-brotli):
# - inter-latin-wght-normal.woff2: the Latin file's characters that text on the site can take
#   (Latin-1, the punctuation and symbols listed), the features a browser applies by default
#   (plus tabular figures), and the weight axis cut to the 400-800 the styles use: ~29 KB
#   instead of the package's 48 KB. It is preloaded by every page, so its bytes are on the way
#   to the first paint of a slow phone (issue 20).
# - inter-ro-wght-normal.woff2: Romanian's own letters (Ă ă Ș ș Ț ț, comma below) from the Latin
#   Extended file, ~2 KB instead of that file's 84 KB (issue 17).
# Each unicode list must match the unicode-range of its @font-face in src/styles/fonts.css, and
# the weight range their `font-weight` (tests/unit/fontFiles.test.ts checks both).
set -eu
cd "$(dirname "$0")/.."
files=node_modules/@fontsource-variable/inter/files
out=src/assets/fonts
features='kern,liga,clig,calt,ccmp,locl,mark,mkmk,rlig,rvrn,tnum'
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2015,U+2018-201E,U+2020-2022,U+2026,U+2030,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191-2193,U+2212,U+2215,U+FEFF,U+FFFD'
romanian='U+0102-0103,U+0218-021B'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

subset() { # source file, unicodes, output file
  /usr/bin/python3 -m fontTools.subset "$files/$1" --unicodes="$2" --layout-features="$features" --output-file="$tmp/subset.ttf"
  /usr/bin/python3 -m fontTools.varLib.instancer "$tmp/subset.ttf" wght=400:800 --quiet -o "$tmp/instance.ttf"
  /usr/bin/python3 -m fontTools.ttLib.woff2 compress -o "$out/$3" "$tmp/instance.ttf"
}
subset inter-latin-wght-normal.woff2 "$latin" inter-latin-wght-normal.woff2
subset inter-latin-ext-wght-normal.woff2 "$romanian" inter-ro-wght-normal.woff2
ls -l "$out"
