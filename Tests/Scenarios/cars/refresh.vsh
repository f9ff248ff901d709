# refresh reloads the list from the repository.
open CarsList
refresh
expect state rows.count == 5
select 2
delete
refresh
expect state rows.count == 4
expect screen lacks Honda
