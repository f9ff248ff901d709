# delete removes the car, closes the detail, and the list no longer shows it.
open CarsList
select 3
expect screen contains Ford Mustang
delete
expect top CarsList
expect depth 1
expect screen lacks Ford
expect screen lacks Mustang
expect screen contains 3. Tesla Model 3
expect state rows.count == 4
expect state rows.2.id == c4
