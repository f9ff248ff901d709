# With autosettle on, opening runs everything due within 1s: the list and
# the favourites are there when the next command runs.
open ContactsList
expect screen contains Alan Turing
expect screen contains Favorites: 2
expect state favorites == 2
tasks
