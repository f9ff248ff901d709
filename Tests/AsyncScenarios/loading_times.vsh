# The contacts come from an actor service fetching two pages at once with
# async let, 300 ms each on the session's clock; the favourites from a
# main-actor service 100 ms later. Autosettle is off so that each wait pins
# the exact virtual time.
set autosettle off
open ContactsList
expect screen contains Loading…
tasks
wait 299ms
expect screen contains Loading…
wait 1ms
expect screen contains Ada Lovelace
expect screen contains Favorites: 0
tasks
wait 99ms
expect screen contains Favorites: 0
wait 1ms
expect screen contains Favorites: 2
tasks
