# Ends with the search debounce still armed: with strict on, the scenario
# fails at its end naming the timer.
set strict on
open CarsList
set autosettle off
search TOY
expect state rows.count == 5
