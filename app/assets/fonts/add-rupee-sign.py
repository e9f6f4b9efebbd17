"""Adds the rupee sign of Figtree's latin-ext cut to the text cut, as one file.

Usage: add-rupee-sign.py TEXT.woff2 RUPEE.woff2 OUT.woff2 (run by subset-figtree.sh).
fontTools cannot merge variable fonts, so the glyph is carried over by hand:
its outline, advance, variations (gvar) and code point. Both cuts come from
the same variable font, so the outline and its deltas fit as they are; the
result draws every weight exactly as the two files did (checked pixel for
pixel in Chromium at 300-900, 15 and 28 px).
"""
import sys
from fontTools.ttLib import TTFont

text_path, rupee_path, out_path = sys.argv[1:4]
text = TTFont(text_path)
rupee = TTFont(rupee_path)
# Read every table before the glyph order grows: tables read later would expect the old count.
text.ensureDecompiled()
rupee.ensureDecompiled()
name = rupee.getBestCmap()[0x20B9]
order = text.getGlyphOrder() + [name]
text.setGlyphOrder(order)
text["glyf"].glyphOrder = order
text["glyf"].glyphs[name] = rupee["glyf"][name]
text["hmtx"].metrics[name] = rupee["hmtx"].metrics[name]
text["gvar"].variations[name] = rupee["gvar"].variations[name]
for table in text["cmap"].tables:
    if table.isUnicode():
        table.cmap[0x20B9] = name
# HVAR maps each glyph's advance to deltas of its own store; without it a renderer reads the
# advance's variation from gvar's phantom points, which both cuts carry for every glyph.
del text["HVAR"]
text.flavor = "woff2"
text.save(out_path)
