# search filters by make or model, case-insensitive, after a 300 ms debounce
# on the virtual clock; no text clears the filter.
open CarsList
set autosettle off
search TOY
expect state rows.count == 5
wait 299ms
expect state rows.count == 5
wait 1ms
expect state rows.count == 1
expect state rows.0.make == Toyota
expect state query == TOY
# by model, and a later query replaces an earlier one still waiting
search civ
wait 100ms
search mus
wait 300ms
expect state query == mus
expect screen contains 1. Ford Mustang
expect screen lacks Civic
search model
settle
expect screen contains Tesla Model 3
search
wait 300ms
expect state query == ""
expect state rows.count == 5
set autosettle on
search nothing-like-it
expect state rows == []
expect screen lacks Toyota
