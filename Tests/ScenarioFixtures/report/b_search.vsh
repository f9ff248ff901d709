# Searches for Toyota, then expects a Honda that the filter hid: fails at its last line.
open CarsList
set autosettle off
search TOY
wait 300ms
expect screen contains Honda
