# The same search, run out before the end: nothing is pending, strict passes.
set strict on
open CarsList
set autosettle off
search TOY
settle
expect state rows.count == 1
