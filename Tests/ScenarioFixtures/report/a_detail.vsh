# Opens a car's details and goes back.
open CarsList
select 1
expect top CarDetail
back
expect top CarsList
