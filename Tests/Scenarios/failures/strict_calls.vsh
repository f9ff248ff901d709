# With strict-calls on, every call must be answered by a stub rule.
set strict-calls on
stub cars.fetchAll returns [] times 1
open CarsList
expect screen contains No cars
expect calls cars.fetchAll == 1
stubs
calls cars.fetchAll
