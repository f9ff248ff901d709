# The flow both sides of the benchmark run: the list loads (200 ms of latency),
# the second car's detail loads (200 ms), back to the list.
open CarsList
expect screen contains 2. Honda Civic
select 2
expect screen contains "Make:  Honda"
expect state car.model == Civic
back
expect top CarsList
expect depth 1
