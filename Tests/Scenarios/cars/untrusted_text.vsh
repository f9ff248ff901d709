# data shown on a screen never reaches the terminal raw: control characters are escaped.
# (This file holds a raw ESC byte in the next fill.)
open CarsList
create
fill make "Evil[2J"
expect screen contains Evil\u{1B}[2J
fill make "Ev\tl"
expect state fields.make == "Ev\tl"
expect screen contains Ev\u{9}l
save
expect screen contains make contains control characters
