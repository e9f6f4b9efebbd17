#!/usr/bin/env bash
# Cuts the one Figtree file the site loads (app/app.css) out of
# @fontsource-variable/figtree, keeping every weight (the wght axis, 300-900):
#   figtree-text.woff2   the characters the site's text uses (LATIN_TEXT below),
#                        and the rupee sign from the latin-ext subset, carried
#                        over by add-rupee-sign.py (fontTools cannot merge
#                        variable fonts): 12.0 KB, less than the text alone was
#                        with its HVAR table, which the script drops.
# Run it again after adding a character to LATIN_TEXT (app/integrations/font-files.test.ts
# fails when the site's sources use a character Figtree draws that the subset leaves out),
# and keep app.css's unicode-range in step. Needs fontTools with brotli:
#   apt-get install python3-fonttools python3-brotli   (or: pip install fonttools brotli)
set -euo pipefail
cd "$(dirname "$0")"
source_dir=../../../node_modules/@fontsource-variable/figtree/files
# Printable ASCII; no-break space, section, copyright, registered, degree, middle dot, times;
# en and em dash, curly quotes (single, double, low), bullet, ellipsis, trade mark, minus.
LATIN_TEXT="U+0020-007E,U+00A0,U+00A7,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2122,U+2212"
FEATURES="kern,tnum,ccmp,locl"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m fontTools.subset "$source_dir/figtree-latin-wght-normal.woff2" --unicodes="$LATIN_TEXT" \
  --layout-features="$FEATURES" --flavor=woff2 --output-file="$work/text.woff2"
python3 -m fontTools.subset "$source_dir/figtree-latin-ext-wght-normal.woff2" --unicodes="U+20B9" \
  --layout-features="$FEATURES" --flavor=woff2 --output-file="$work/rupee.woff2"
python3 add-rupee-sign.py "$work/text.woff2" "$work/rupee.woff2" figtree-text.woff2
ls -l figtree-text.woff2
