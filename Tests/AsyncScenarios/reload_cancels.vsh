# reload cancels the load in flight (the interactor keeps its Task) and
# starts again: the list comes 300 ms after the reload, not after the open.
set autosettle off
open ContactsList
wait 200ms
reload
tasks
wait 299ms
expect screen contains Loading…
wait 1ms
expect screen contains Grace Hopper
settle
expect screen contains Favorites: 2
tasks
