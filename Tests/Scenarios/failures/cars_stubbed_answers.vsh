# returns, delay and hangs on the cars endpoints. 'delay 5s' means the answer
# arrives 5 s after the call (the repository's own 200 ms included).
stub cars.fetchAll returns [{"id":"x1","make":"Saab","model":"900","trim":"Turbo"}] times 1
open CarsList
expect screen contains 1. Saab 900
expect state rows.count == 1
stub cars.fetchAll delay 5s times 1
set autosettle off
refresh
wait 4999ms
expect screen contains Loading cars
wait 1ms
expect screen contains 1. Toyota Corolla
set autosettle on
stub cars.fetchAll hangs times 1
refresh
settle
expect screen contains Loading cars
tasks
# opening the root again closes CarsList#1, which cancels the call that hangs
open CarsList
calls cars.fetchAll
expect calls cars.fetchAll == 4
expect screen contains 1. Toyota Corolla
