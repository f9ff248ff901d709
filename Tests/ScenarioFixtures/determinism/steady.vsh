# The same bytes every run: run --repeat passes it.
set autosettle off
open ContactsList
wait 300ms
expect screen contains Ada Lovelace
wait 100ms
screen
