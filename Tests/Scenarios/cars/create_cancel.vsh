# cancel closes CreateCar and changes nothing.
open CarsList
create
fill make Fiat
fill model Panda
cancel
expect top CarsList
expect depth 1
expect state rows.count == 5
expect screen lacks Fiat
fill make Fiat
expect error "unknown command or action 'fill' for CarsList"
